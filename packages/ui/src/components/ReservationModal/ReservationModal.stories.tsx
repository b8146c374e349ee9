import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncements } from '../../internal/liveAnnouncer.ts';
import { ReservationModal } from './ReservationModal.tsx';

const meta = {
  title: 'Reservations/ReservationModal',
  component: ReservationModal,
  tags: ['autodocs'],
  beforeEach: () => {
    clearLiveAnnouncements();
  },
  parameters: { docs: { story: { inline: false, height: '380px' } } },
  args: {
    kind: 'rsvp',
    isOpen: true,
    onOpenChange: fn(),
    eventId: 'PP1001',
    eventName: 'Teaching With Games',
    mobile: false,
    signedIn: true,
    loginHref: '#login',
    message: null,
    offer: { available: true, capacity: 40, remaining: 12 },
    reserved: false,
    onReserve: fn(async () => undefined),
    onCancel: fn(async () => undefined),
    onOpened: fn(),
  },
} satisfies Meta<typeof ReservationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** RSVP offered: Reserve from the keyboard; "You're going" and Cancel RSVP, focus kept. */
export const RsvpOffered: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'RSVP: Teaching With Games' });
    await expect(args.onOpened).toHaveBeenCalledWith(
      { event_id: 'PP1001', timestamp: expect.any(String), mobile: false },
      'RSVP Opened',
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent('12 of 40 places left');
  },
};

/** Enter on Reserve reserves a place; focus moves to Cancel RSVP. */
export const ReserveWithKeyboard: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'RSVP: Teaching With Games' });
    const reserve = within(dialog).getByRole('button', { name: 'Reserve' });
    reserve.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReserve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent("You're going"));
    // Focus moves to the new button once it has rendered.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel RSVP' })).toHaveFocus());
  },
};

/** SXXPress with its express message, on the mobile layout. */
export const SxxpressWithMessage: Story = {
  args: {
    kind: 'express',
    mobile: true,
    message: 'SXXPress holders line up at door B no later than 15 minutes before the start.',
    offer: { available: true, capacity: null, remaining: null },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'SXXPress: Teaching With Games' });
    await expect(within(dialog).getByRole('button', { name: 'Request express pass' })).toBeEnabled();
    await expect(args.onOpened).toHaveBeenCalledWith(
      {
        event_id: 'PP1001',
        timestamp: expect.any(String),
        mobile: true,
        message: 'SXXPress holders line up at door B no later than 15 minutes before the start.',
      },
      'SXXPress Opened',
    );
  },
};

/** Held: "Express pass confirmed" with Cancel express pass. */
export const SxxpressConfirmed: Story = {
  args: { kind: 'express', reserved: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Express pass confirmed');
    await expect(within(dialog).getByRole('button', { name: 'Cancel express pass' })).toBeEnabled();
  },
};

/** Full: "This event is full", the button disabled. */
export const Full: Story = {
  args: { offer: { available: true, capacity: 40, remaining: 0 } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('This event is full');
    await expect(within(dialog).getByRole('button', { name: 'Reserve' })).toBeDisabled();
  },
};

/** A visitor: a Log in link instead. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#login');
  },
};

/** While reserving: "Reserving…", further presses ignored. */
export const PressesIgnoredWhileReserving: Story = {
  tags: ['test-only'],
  args: { onReserve: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    const pending = await within(dialog).findByRole('button', { name: 'Reserving…' });
    await userEvent.click(pending);
    await expect(args.onReserve).toHaveBeenCalledTimes(1);
  },
};

/** The call fails: the state stays and an alert says so. */
export const ReserveFails: Story = {
  tags: ['test-only'],
  args: { onReserve: fn(() => Promise.reject(new Error('Conflict'))) },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not reserve your place. Try again.',
    );
  },
};
