import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AlphaNav, alphaAnchorId } from './AlphaNav.tsx';

const meta = {
  title: 'Search/AlphaNav',
  component: AlphaNav,
  tags: ['autodocs'],
  args: { letters: ['A', 'B', 'D', 'M', 'Z', '#'] },
} satisfies Meta<typeof AlphaNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Letters with entries are links to their group; the others are disabled and skipped by Tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Jump to letter' });
    await expect(within(nav).getByRole('link', { name: 'B' })).toHaveAttribute('href', '#alpha-B');
    await expect(within(nav).getByRole('link', { name: 'C' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(nav).getByRole('link', { name: 'Other names (not A–Z)' })).toHaveAttribute(
      'href',
      '#alpha-other',
    );
  },
};

/** Tab goes from letter to letter, passing over the disabled ones. */
export const TabSkipsDisabledLetters: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Jump to letter' });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'A' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'B' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'D' })).toHaveFocus();
  },
};

/** Every letter disabled: an empty page of a list. */
export const NoEntries: Story = {
  args: { letters: [] },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(27);
    for (const link of links) await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Over a list: pressing a letter jumps to its group. */
export const OverAList: Story = {
  args: { letters: ['A', 'C'] },
  render: (args) => (
    <div>
      <AlphaNav {...args} />
      {['A', 'C'].map((letter) => (
        <section key={letter} aria-labelledby={`story-${letter}`}>
          <h2 id={`story-${letter}`}>
            <span id={alphaAnchorId(letter)}>{letter}</span>
          </h2>
          <p style={{ minHeight: 400 }}>Names starting with {letter}.</p>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each letter's link points at its group's anchor (following it is the browser's own jump).
    for (const letter of ['A', 'C']) {
      const href = canvas.getByRole('link', { name: letter }).getAttribute('href') ?? '';
      await expect(canvasElement.querySelector(href)).toHaveTextContent(letter);
    }
    await expect(canvas.getByRole('link', { name: 'B' })).toHaveAttribute('aria-disabled', 'true');
  },
};
