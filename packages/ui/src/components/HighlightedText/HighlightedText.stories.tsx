import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HighlightedText } from './HighlightedText.tsx';

const meta = {
  title: 'Search/HighlightedText',
  component: HighlightedText,
  tags: ['autodocs'],
  args: { markup: '<span class="highlight">Teach</span>ing With <span class="highlight">Games</span>' },
} satisfies Meta<typeof HighlightedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matched parts are marked. */
export const Matches: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent)).toEqual(['Teach', 'Games']);
  },
};

/** Escaped characters show as characters; any other markup shows as text and never runs. */
export const HostileMarkup: Story = {
  args: { markup: 'Rock &amp; Roll <script>alert(1)</script><span class="highlight">Jazz</span>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).getByText(/Rock & Roll <script>/)).toBeInTheDocument();
  },
};
