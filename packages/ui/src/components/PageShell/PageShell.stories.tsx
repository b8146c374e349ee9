import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fitsWidth, PHONE } from '../../test/phone.ts';
import { Container } from '../Container/Container.tsx';
import { Link } from '../Link/Link.tsx';
import { PageShell } from './PageShell.tsx';

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '420px' } } },
  args: {
    header: (
      <nav aria-label="Primary" style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <strong>Conference 2026</strong>
        <Link href="#schedule">Schedule</Link>
        <Link href="#speakers">Speakers</Link>
      </nav>
    ),
    footer: <p style={{ margin: 0 }}>© 2026 Education Conference · Austin, Texas</p>,
    children: (
      <Container>
        <h1>Full Schedule</h1>
        <p>Sessions, screenings and showcases, all times Central.</p>
      </Container>
    ),
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On a phone (the `phone` viewport): the header keeps to the narrower padding and sticks to the top. */
export const Phone: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    await expect(getComputedStyle(header).paddingInlineStart).toBe('16px');
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(fitsWidth(canvasElement.ownerDocument)).toBe(true);
  },
};

/** First Tab shows the skip link; Enter lands in main. */
export const SkipToMain: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const WithoutHeaderAndFooter: Story = {
  args: { header: undefined, footer: undefined },
};
