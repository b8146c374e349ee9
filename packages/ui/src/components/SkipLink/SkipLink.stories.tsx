import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  args: { targetId: 'story-main' },
  render: (args) => (
    <div style={{ position: 'relative', paddingTop: '3rem' }}>
      <SkipLink {...args} />
      <nav aria-label="Primary">
        <a href="#schedule">Schedule</a>
      </nav>
      <main id="story-main" tabIndex={-1}>
        <p>Main content</p>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused, first in the tab order (`KeyboardSkip`, a test, shows it with Tab). */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('Skip to main content');
    await expect(links[0]).toHaveAttribute('href', '#story-main');
  },
};

/** Hidden until focused: the first Tab shows it, Enter moves focus to main. */
export const KeyboardSkip: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Another text, shown on the first Tab. */
export const CustomTextOnFocus: Story = {
  tags: ['test-only'],
  args: { children: 'Skip to search results' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to search results' })).toHaveFocus();
  },
};
