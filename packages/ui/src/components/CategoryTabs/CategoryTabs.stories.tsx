import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { systemColour } from '../../test/systemColour.ts';
import { CategoryTabs } from './CategoryTabs.tsx';

const meta = {
  title: 'Search/CategoryTabs',
  component: CategoryTabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn(), children: <p style={{ margin: 0 }}>Results of the selected category.</p> },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contributors, Attendees, Brands, Venues; the first is selected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Contributors' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Contributors' })).toBeVisible();
  },
};

/** Arrow keys move along the tabs and select them. */
export const Keyboard: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Brands' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Brands' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('brands');
  },
};

/** Right to left (the Direction toolbar's he-IL): the tabs run from the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Contributors' });
    const second = canvas.getByRole('tab', { name: 'Attendees' });
    await expect(second.getBoundingClientRect().right).toBeLessThanOrEqual(
      first.getBoundingClientRect().left,
    );
  },
};

/** Right to left, Left moves on to the next tab and Right back. */
export const KeyboardRightToLeft: Story = {
  tags: ['test-only'],
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Contributors' });
    const second = canvas.getByRole('tab', { name: 'Attendees' });
    await expect(second.getBoundingClientRect().right).toBeLessThanOrEqual(
      first.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Brands' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('brands');
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveAttribute('aria-selected', 'true');
  },
};

/** The dark theme (the Theme toolbar): the selected tab keeps its bar and colour; axe checks the contrast. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedKey: 'brands' },
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement).getByRole('tab', { name: 'Brands' });
    await expect(getComputedStyle(selected).borderBlockEndColor).toBe('rgb(143, 180, 255)');
  },
};

/** Forced colours (simulated here; emulated by Chromium in the `forced-colors` project): the selected tab in Highlight. */
export const ForcedColors: Story = {
  tags: ['forced-colors'],
  globals: { forcedColors: 'on' },
  args: { defaultSelectedKey: 'brands' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const highlight = systemColour('Highlight');
    const background = (name: string) => getComputedStyle(canvas.getByRole('tab', { name })).backgroundColor;
    await expect(background('Brands')).toBe(highlight);
    // Without it, Chromium paints a Canvas backplate behind the text: white on white.
    await expect(getComputedStyle(canvas.getByRole('tab', { name: 'Brands' })).forcedColorAdjust).toBe(
      'none',
    );
    await expect(background('Venues')).not.toBe(highlight);
  },
};

/** Tabs as links to each category's page (with a router, Enter or a click follows the link). */
export const Links: Story = {
  args: { hrefFor: (id: string) => `#/search/${id}`, defaultSelectedKey: 'venues' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Attendees' })).toHaveAttribute(
      'href',
      '#/search/attendees',
    );
    await expect(canvas.getByRole('tab', { name: 'Venues' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Narrow screens: the tab list scrolls sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};
