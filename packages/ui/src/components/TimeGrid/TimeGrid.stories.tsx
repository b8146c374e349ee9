import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitsWidth, PHONE } from '../../test/phone.ts';
import { TimeZoneProvider } from '../TimeZoneProvider/TimeZoneProvider.tsx';
import { GRID_DAY, MORNING, WIDE_DAY } from './fixtures.ts';
import { TimeGrid } from './TimeGrid.tsx';

const meta = {
  title: 'Schedule/TimeGrid',
  component: TimeGrid,
  tags: ['autodocs'],
  args: {
    events: MORNING,
    day: GRID_DAY,
    label: 'Schedule of March 10',
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <TimeZoneProvider timeZone="America/Chicago">
        <Story />
      </TimeZoneProvider>
    ),
  ],
} satisfies Meta<typeof TimeGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A morning in three rooms, each event as tall as it lasts. */
export const Morning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Schedule of March 10' })).toHaveAttribute(
      'aria-colcount',
      '5',
    );
    await expect(canvas.getByRole('link', { name: 'Morning Keynote' })).toBeVisible();
  },
};

/** The keyboard goes from the first event along the rows and columns; Enter opens an event. */
export const KeyboardMovesThroughTheGrid: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Chalk and Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Morning Keynote' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('aria-colindex', '5');
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(canvas.getByRole('link', { name: 'Open Studio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/events/E5');
  },
};

/** During the programme's day: the "now" line at 9:45, and the time row says "now". */
export const WithNow: Story = {
  args: { now: new Date(`${GRID_DAY}T09:45:00-05:00`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: '9:30AM (now 9:45AM)' })).toBeVisible();
    await expect(canvas.getByText('Now 9:45AM')).toBeVisible();
  },
};

/**
 * On a phone (390 × 844): nine rooms scroll sideways inside the grid's box, the page itself does
 * not, and the times stay in view at the start.
 */
export const Phone: Story = {
  args: { events: WIDE_DAY, now: new Date(`${GRID_DAY}T09:45:00-05:00`) },
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    await expect(fitsWidth(canvasElement.ownerDocument)).toBe(true);
    const box = canvasElement.querySelector('.conf-TimeGrid') as HTMLElement;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
  },
};

/** On a phone, the rooms scroll sideways under the times, which stay; the keyboard brings a room into view. */
export const PhoneScrollsRoomsUnderTheTimes: Story = {
  tags: ['test-only'],
  args: { events: WIDE_DAY, now: new Date(`${GRID_DAY}T09:45:00-05:00`) },
  globals: { viewport: PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvasElement.querySelector('.conf-TimeGrid') as HTMLElement;
    const time = canvas.getByRole('rowheader', { name: /^9:00AM/ });
    const before = time.getBoundingClientRect().left;
    box.scrollLeft = 600;
    await expect(box.scrollLeft).toBeGreaterThan(0);
    await expect(time.getBoundingClientRect().left).toBe(before);
    // The keyboard scrolls a room out of view into it.
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('link', { name: 'Session 9' });
    await expect(last).toHaveFocus();
    const cell = last.getBoundingClientRect();
    await expect(cell.right).toBeLessThanOrEqual(box.getBoundingClientRect().right + 1);
  },
};

/** Right to left (Hebrew locale): the times at the right, the rooms from right to left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const time = canvas.getAllByRole('rowheader')[0] as HTMLElement;
    const room = canvas.getByRole('columnheader', { name: 'Austin Room' });
    await expect(time.getBoundingClientRect().left).toBeGreaterThan(room.getBoundingClientRect().left);
  },
};

/** Right to left, the left arrow goes to the next room. */
export const RightToLeftArrowsMirrored: Story = {
  tags: ['test-only'],
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: 'Morning Keynote' })).toHaveFocus();
  },
};

/** The dark theme, with the now line. */
export const Dark: Story = {
  args: { now: new Date(`${GRID_DAY}T10:10:00-05:00`) },
  globals: { theme: 'dark' },
};

/** A day without events: what the host passes as `empty`. */
export const Empty: Story = {
  args: { events: [], empty: <p>Nothing is scheduled on this day.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByText('Nothing is scheduled on this day.')).toBeVisible();
  },
};
