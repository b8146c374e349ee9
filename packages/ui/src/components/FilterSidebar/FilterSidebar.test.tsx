import type { FacetAggregation, SearchFilter } from '@conf/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar.tsx';
import { SAMPLE_AGGREGATIONS, SAMPLE_EVENT_TYPES } from './fixtures.ts';

function Harness({
  initialFilters = [],
  initialTerm = '',
  onFiltersChange,
  onTermChange,
  onClearAll,
  ...props
}: Partial<FilterSidebarProps> & { initialFilters?: SearchFilter[]; initialTerm?: string }) {
  const [filters, setFilters] = useState<SearchFilter[]>(initialFilters);
  const [term, setTerm] = useState(initialTerm);
  return (
    <FilterSidebar
      aggregations={SAMPLE_AGGREGATIONS}
      eventTypes={SAMPLE_EVENT_TYPES}
      total={65}
      {...props}
      filters={filters}
      term={term}
      onFiltersChange={(next) => {
        setFilters(next);
        onFiltersChange?.(next);
      }}
      onTermChange={(next) => {
        setTerm(next);
        onTermChange?.(next);
      }}
      onClearAll={() => {
        setFilters([]);
        setTerm('');
        onClearAll?.();
      }}
    />
  );
}

function section(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

describe('FilterSidebar', () => {
  it('is a region named Filters with the result count', () => {
    render(<Harness />);
    const region = screen.getByRole('region', { name: 'Filters' });
    expect(within(region).getByRole('status')).toHaveTextContent('65 results');
  });

  describe('the search box', () => {
    it('submits the term with Enter', async () => {
      const user = userEvent.setup();
      const onTermChange = vi.fn();
      render(<Harness onTermChange={onTermChange} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  robots {Enter}');
      expect(onTermChange).toHaveBeenCalledWith('robots');
    });

    it('submits the term with the Search button', async () => {
      const user = userEvent.setup();
      const onTermChange = vi.fn();
      render(<Harness onTermChange={onTermChange} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'games');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(onTermChange).toHaveBeenCalledWith('games');
    });

    it('searches a term typed into the server-rendered box before it hydrated', async () => {
      const user = userEvent.setup();
      const onTermChange = vi.fn();
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<Harness initialTerm="games" />);
      // The visitor types over the server's term while the script is still on its way.
      const serverBox = container.querySelector('input');
      if (serverBox === null) throw new Error('no search box in the server HTML');
      serverBox.value = 'robots';
      render(<Harness initialTerm="games" onTermChange={onTermChange} />, { container, hydrate: true });
      const box = screen.getByRole('searchbox', { name: 'Search' });
      expect(box).toBe(serverBox);
      expect(box).toHaveValue('robots');
      await user.type(box, '{Enter}');
      expect(onTermChange).toHaveBeenCalledWith('robots');
    });

    it('clears the term with its clear button', async () => {
      const user = userEvent.setup();
      const onTermChange = vi.fn();
      render(<Harness initialTerm="games" onTermChange={onTermChange} />);
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('games');
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(onTermChange).toHaveBeenCalledWith('');
    });
  });

  describe('Clear All', () => {
    it('is disabled while there is nothing to clear', () => {
      render(<Harness />);
      expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    });

    it('clears the filters and the term in one onClearAll call', async () => {
      const user = userEvent.setup();
      const onFiltersChange = vi.fn();
      const onTermChange = vi.fn();
      const onClearAll = vi.fn();
      render(
        <Harness
          initialTerm="games"
          initialFilters={[{ field: 'track', value: 'Coding' }]}
          onFiltersChange={onFiltersChange}
          onTermChange={onTermChange}
          onClearAll={onClearAll}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Clear All' }));
      expect(onClearAll).toHaveBeenCalledTimes(1);
      expect(onFiltersChange).not.toHaveBeenCalled();
      expect(onTermChange).not.toHaveBeenCalled();
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    });
  });

  describe('Event Type', () => {
    it('offers Screening, Showcase and Session as toggle buttons', () => {
      render(<Harness />);
      const group = screen.getByRole('toolbar', { name: 'Event Type' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Screening', 'Showcase', 'Session']);
    });

    it("offers the facet's types, most frequent first, when the programme names none", () => {
      render(<Harness eventTypes={undefined} />);
      const group = screen.getByRole('toolbar', { name: 'Event Type' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Session', 'Screening', 'Showcase']);
    });

    it('filters on every value a button stands for, and shows it pressed', async () => {
      const user = userEvent.setup();
      const onFiltersChange = vi.fn();
      render(<Harness onFiltersChange={onFiltersChange} />);
      const session = screen.getByRole('button', { name: 'Session' });
      expect(session).toHaveAttribute('aria-pressed', 'false');
      await user.click(session);
      expect(onFiltersChange).toHaveBeenLastCalledWith([
        { field: 'event_type', value: 'session' },
        { field: 'event_type', value: 'panel' },
      ]);
      expect(session).toHaveAttribute('aria-pressed', 'true');
      await user.click(session);
      expect(onFiltersChange).toHaveBeenLastCalledWith([]);
    });

    it('is driven with the keyboard: arrows move, Space toggles', async () => {
      const user = userEvent.setup();
      const onFiltersChange = vi.fn();
      render(<Harness initialTerm="x" onFiltersChange={onFiltersChange} />);
      screen.getByRole('button', { name: 'Screening' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Showcase' })).toHaveFocus();
      await user.keyboard(' ');
      expect(onFiltersChange).toHaveBeenLastCalledWith([
        { field: 'event_type', value: 'showcase' },
        { field: 'event_type', value: 'showcase_presenter' },
      ]);
    });
  });

  describe('Credential Type', () => {
    it('offers innovation, film and music, and CPE Credit as its facet has a true bucket', () => {
      render(<Harness />);
      const group = screen.getByRole('toolbar', { name: 'Credential Type' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Innovation', 'Film & TV', 'Music', 'CPE Credit']);
    });

    it('leaves CPE Credit out when no bucket is true', () => {
      const withoutCpe = SAMPLE_AGGREGATIONS.map((aggregation) =>
        aggregation.name === 'cpe_credit'
          ? { ...aggregation, buckets: [{ key: false, doc_count: 9 }] }
          : aggregation,
      );
      render(<Harness aggregations={withoutCpe} />);
      expect(screen.queryByRole('button', { name: 'CPE Credit' })).not.toBeInTheDocument();
    });

    it('filters on cpe_credit = true', async () => {
      const user = userEvent.setup();
      const onFiltersChange = vi.fn();
      render(<Harness onFiltersChange={onFiltersChange} />);
      await user.click(screen.getByRole('button', { name: 'CPE Credit' }));
      expect(onFiltersChange).toHaveBeenLastCalledWith([{ field: 'cpe_credit', value: true }]);
    });
  });

  describe('accordion sections', () => {
    it('lists the other shown facets, leaving out hidden and empty ones', () => {
      render(<Harness />);
      expect(section('Date')).toHaveAttribute('aria-expanded', 'true');
      expect(section('Track')).toHaveAttribute('aria-expanded', 'false');
      expect(section('Venue')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Genre/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Format/ })).not.toBeInTheDocument();
    });

    it('shows dates as dates and uses the facet labels', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      const dates = screen.getByRole('group', { name: 'Date options' });
      expect(
        within(dates)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Mar 9, 2026', 'Mar 10, 2026', 'Mar 11, 2026']);
      await user.click(section('Venue'));
      expect(screen.getByRole('checkbox', { name: 'Salon C' })).toBeInTheDocument();
    });

    it('opens a section with the keyboard and filters with Space', async () => {
      const user = userEvent.setup();
      const onFiltersChange = vi.fn();
      render(<Harness onFiltersChange={onFiltersChange} />);
      section('Venue').focus();
      await user.keyboard('{Enter}');
      expect(section('Venue')).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(screen.getByRole('checkbox', { name: 'Salon C' })).toHaveFocus();
      await user.keyboard(' ');
      expect(onFiltersChange).toHaveBeenLastCalledWith([{ field: 'venue', value: 'V10' }]);
      expect(screen.getByRole('checkbox', { name: 'Salon C' })).toBeChecked();
      expect(section('Venue')).toHaveAccessibleName('Venue 1 selected');
    });

    it('opens a section that has a filter in force', () => {
      render(<Harness initialFilters={[{ field: 'venue', value: 'V11' }]} />);
      expect(section('Venue')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('checkbox', { name: 'Ballroom D' })).toBeChecked();
    });

    it('keeps the original value type of a bucket key', async () => {
      const user = userEvent.setup();
      const onFiltersChange = vi.fn();
      const years: FacetAggregation = {
        name: 'year',
        title: 'Year',
        hidden: false,
        open: true,
        labels: {},
        buckets: [{ key: 2026, doc_count: 3 }],
      };
      render(<Harness aggregations={[years]} onFiltersChange={onFiltersChange} />);
      await user.click(screen.getByRole('checkbox', { name: '2026' }));
      expect(onFiltersChange).toHaveBeenLastCalledWith([{ field: 'year', value: 2026 }]);
    });
  });

  describe('long option lists', () => {
    it('page 15 options at a time', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(section('Track'));
      const tracks = screen.getByRole('group', { name: 'Track options' });
      expect(within(tracks).getAllByRole('checkbox')).toHaveLength(15);
      const pager = screen.getByRole('group', { name: 'Track options pages' });
      expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
      await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
      expect(
        within(tracks)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Policy', 'Research', 'STEM', 'Teacher Voice', 'Workforce']);
      expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
      await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
      expect(within(tracks).getAllByRole('checkbox')).toHaveLength(15);
    });

    it('show at most 5 page buttons', async () => {
      const user = userEvent.setup();
      const many: FacetAggregation = {
        name: 'tag',
        title: 'Tags',
        hidden: false,
        open: true,
        labels: {},
        buckets: Array.from({ length: 100 }, (_, i) => ({ key: `tag-${i + 1}`, doc_count: 1 })),
      };
      const onPageChange = vi.fn();
      render(<Harness aggregations={[many]} onPageChange={onPageChange} />);
      const pager = screen.getByRole('group', { name: 'Tags options pages' });
      const numbers = () =>
        within(pager)
          .getAllByRole('button', { name: /^Page / })
          .map((button) => button.textContent);
      expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
      await user.click(within(pager).getByRole('button', { name: 'Page 5' }));
      expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
      expect(onPageChange).toHaveBeenLastCalledWith('tag', 5);
      expect(screen.getByRole('checkbox', { name: 'tag-61' })).toBeInTheDocument();
    });

    it('follow a controlled page', () => {
      render(
        <Harness
          pages={{ track: 2 }}
          aggregations={SAMPLE_AGGREGATIONS.map((a) => ({ ...a, open: true }))}
        />,
      );
      expect(
        within(screen.getByRole('group', { name: 'Track options' })).getAllByRole('checkbox'),
      ).toHaveLength(5);
    });
  });

  describe('options that would find nothing (a count of 0)', () => {
    const NOTHING = new Set<unknown>(['music', '2026-03-10', '2026-03-11']);
    const aggregations = SAMPLE_AGGREGATIONS.map((aggregation) => ({
      ...aggregation,
      buckets: aggregation.buckets.map((bucket) =>
        NOTHING.has(bucket.key) ? { ...bucket, doc_count: 0 } : bucket,
      ),
    }));

    it('are not offered, unless chosen: a chosen one stays removable', async () => {
      const user = userEvent.setup();
      const onFiltersChange = vi.fn();
      render(
        <Harness
          aggregations={aggregations}
          initialFilters={[{ field: 'date', value: '2026-03-11' }]}
          onFiltersChange={onFiltersChange}
        />,
      );
      expect(screen.getByRole('button', { name: 'Music' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Innovation' })).toBeEnabled();
      expect(screen.getByRole('checkbox', { name: 'Mar 10, 2026' })).toBeDisabled();
      const chosen = screen.getByRole('checkbox', { name: 'Mar 11, 2026' });
      expect(chosen).toBeEnabled();
      expect(chosen).toBeChecked();
      await user.click(chosen);
      expect(onFiltersChange).toHaveBeenLastCalledWith([]);
    });
  });

  describe('counts', () => {
    it('are hidden by default', () => {
      render(<Harness />);
      expect(screen.getByRole('button', { name: 'Session' }).textContent).toBe('Session');
    });

    it('are shown per option when asked (filter_counts)', () => {
      render(<Harness showCounts />);
      expect(screen.getByRole('button', { name: 'Session (52)' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Mar 9, 2026 (30)' })).toBeInTheDocument();
    });
  });
});
