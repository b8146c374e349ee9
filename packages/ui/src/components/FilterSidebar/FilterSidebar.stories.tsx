import type { SearchFilter } from '@conf/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitsWidth, PHONE } from '../../test/phone.ts';
import { systemColour } from '../../test/systemColour.ts';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar.tsx';
import { SAMPLE_AGGREGATIONS, SAMPLE_EVENT_TYPES } from './fixtures.ts';

/** Keeps the filters and term in state, as the search page does with the URL. */
function Stateful(props: FilterSidebarProps) {
  const [filters, setFilters] = useState<SearchFilter[]>([...props.filters]);
  const [term, setTerm] = useState(props.term ?? '');
  return (
    <FilterSidebar
      {...props}
      filters={filters}
      term={term}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
      onTermChange={(next) => {
        setTerm(next);
        props.onTermChange?.(next);
      }}
      onClearAll={() => {
        setFilters([]);
        setTerm('');
        props.onClearAll();
      }}
    />
  );
}

const meta = {
  title: 'Search/FilterSidebar',
  component: FilterSidebar,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: {
    aggregations: SAMPLE_AGGREGATIONS,
    eventTypes: SAMPLE_EVENT_TYPES,
    filters: [],
    total: 65,
    onFiltersChange: fn(),
    onTermChange: fn(),
    onClearAll: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Event Type, Credential Type, then the accordion (Date open as the server says). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('65 results');
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Date/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByRole('button', { name: /^Genre/ })).not.toBeInTheDocument();
  },
};

/** Filters and a term in force, with counts (the `filter_counts` flag). */
export const WithFiltersAndCounts: Story = {
  args: {
    showCounts: true,
    term: 'games',
    filters: [
      { field: 'event_type', value: 'panel' },
      { field: 'event_type', value: 'session' },
      { field: 'venue', value: 'V10' },
      { field: 'cpe_credit', value: true },
    ],
    total: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 result');
    await expect(canvas.getByRole('button', { name: 'Session (52)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Salon C (22)' })).toBeChecked();
  },
};

/**
 * An option's mouse and keyboard paths (test only): a click on the row's text ticks its checkbox;
 * the checkbox is visually hidden, so the box drawn beside it wears the focus ring when the keyboard
 * reaches it (and the box of the option it left does not).
 */
export const OptionFocusRing: Story = {
  tags: ['test-only'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const ring = (name: string) => {
      const box = canvas
        .getByRole('checkbox', { name })
        .closest('.conf-FilterOption')
        ?.querySelector('.conf-FilterOption-box');
      return box ? getComputedStyle(box).outlineStyle : 'no box';
    };
    await userEvent.click(canvas.getByText('Mar 9, 2026'));
    await expect(canvas.getByRole('checkbox', { name: 'Mar 9, 2026' })).toBeChecked();
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([{ field: 'date', value: '2026-03-09' }]);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Mar 10, 2026' })).toHaveFocus();
    await expect(ring('Mar 10, 2026')).toBe('solid');
    await expect(ring('Mar 9, 2026')).toBe('none');
  },
};

/**
 * Forced colours (the toolbar's simulation here; Chromium's emulation in the `forced-colors` test
 * project): a chosen pill and a ticked box in the system's Highlight, the others not.
 */
export const ForcedColors: Story = {
  tags: ['forced-colors'],
  globals: { forcedColors: 'on' },
  args: {
    filters: [
      { field: 'event_type', value: 'session' },
      { field: 'venue', value: 'V10' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const highlight = systemColour('Highlight');
    const background = (element: Element | null | undefined) =>
      element ? getComputedStyle(element).backgroundColor : 'none';
    const box = (name: string) =>
      canvas
        .getByRole('checkbox', { name })
        .closest('.conf-FilterOption')
        ?.querySelector('.conf-FilterOption-box');
    const session = canvas.getByRole('button', { name: 'Session' });
    await expect(background(session)).toBe(highlight);
    // Without it, Chromium paints a Canvas backplate behind the text: white on white.
    await expect(getComputedStyle(session).forcedColorAdjust).toBe('none');
    await expect(background(canvas.getByRole('button', { name: 'Screening' }))).not.toBe(highlight);
    await expect(background(box('Salon C'))).toBe(highlight);
  },
};

/** On a phone (the `phone` viewport): the pills wrap within the window, nothing scrolls sideways. */
export const Phone: Story = {
  ...WithFiltersAndCounts,
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    await expect(canvas.getByRole('button', { name: 'Session (52)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(fitsWidth(canvasElement.ownerDocument)).toBe(true);
  },
};

/** The keyboard: a toggle with Space, a section opened with Enter, an option checked with Space. */
export const KeyboardFiltering: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Screening' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      { field: 'event_type', value: 'screening' },
    ]);
    canvas.getByRole('button', { name: /^Venue/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Salon C' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      { field: 'event_type', value: 'screening' },
      { field: 'venue', value: 'V10' },
    ]);
  },
};

/** Twenty tracks: opening Track shows 15 per page, with page buttons that go to the others. */
export const PagingOptions: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Track/ }));
    const pager = canvas.getByRole('group', { name: 'Track options pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(canvas.getByRole('group', { name: 'Track options' })).getAllByRole('checkbox'),
    ).toHaveLength(5);
    await expect(args.onPageChange).toHaveBeenCalledWith('track', 2);
  },
};

/** Clear All removes every filter and the term, in one `onClearAll` call. */
export const ClearAll: Story = {
  tags: ['test-only'],
  args: { term: 'robots', filters: [{ field: 'date', value: '2026-03-10' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await expect(args.onTermChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  },
};

/** A result without facets (e.g. venues): the search box, the count and Clear All only. */
export const NoFacets: Story = {
  args: { aggregations: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 results');
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};
