import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.ts';
import {
  ReservationModal,
  type ReservationModalProps,
  RsvpModal,
  SxxpressModal,
} from './ReservationModal.tsx';

function props(overrides: Partial<ReservationModalProps> = {}): ReservationModalProps {
  return {
    isOpen: true,
    onOpenChange: vi.fn(),
    eventId: 'PP1001',
    eventName: 'Teaching With Games',
    mobile: false,
    signedIn: true,
    loginHref: '/login',
    offer: { available: true, capacity: 40, remaining: 12 },
    reserved: false,
    onReserve: vi.fn(async () => undefined),
    onCancel: vi.fn(async () => undefined),
    onOpened: vi.fn(),
    ...overrides,
  };
}

/** A page with a button opening the SXXPress dialog. */
function ExpressPage({ onOpened }: { onOpened: ReservationModalProps['onOpened'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Express entry
      </button>
      <SxxpressModal
        {...props({ onOpened, message: 'Line up at door B 15 minutes early.' })}
        isOpen={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ReservationModal', () => {
  describe('when it opens', () => {
    it('reports RSVP Opened once, from the data attributes of the modal', () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-09T14:30:00Z') });
      const p = props({ mobile: true });
      render(<RsvpModal {...p} />);
      const dialog = screen.getByRole('dialog', { name: 'RSVP: Teaching With Games' });
      const root = dialog.querySelector('[data-event-id]');
      expect(root).toHaveAttribute('data-event-id', 'PP1001');
      expect(root).toHaveAttribute('data-mobile', 'true');
      expect(p.onOpened).toHaveBeenCalledTimes(1);
      expect(p.onOpened).toHaveBeenCalledWith(
        { event_id: 'PP1001', timestamp: '2026-03-09T14:30:00.000Z', mobile: true },
        'RSVP Opened',
      );
    });

    it('reports SXXPress Opened with the message shown, again on each opening', async () => {
      const user = userEvent.setup();
      const onOpened = vi.fn();
      render(<ExpressPage onOpened={onOpened} />);
      expect(onOpened).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Express entry' }));
      const dialog = screen.getByRole('dialog', { name: 'SXXPress: Teaching With Games' });
      expect(within(dialog).getByText('Line up at door B 15 minutes early.')).toBeInTheDocument();
      expect(onOpened).toHaveBeenLastCalledWith(
        {
          event_id: 'PP1001',
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          mobile: false,
          message: 'Line up at door B 15 minutes early.',
        },
        'SXXPress Opened',
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Express entry' })).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Express entry' }));
      expect(onOpened).toHaveBeenCalledTimes(2);
    });
  });

  describe('given a visitor', () => {
    it('asks them to log in, with no reserve button', () => {
      render(<ReservationModal {...props({ signedIn: false, loginHref: '/login?origin=%2F' })} />);
      expect(screen.getByRole('status')).toHaveTextContent('Log in to RSVP for this event.');
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?origin=%2F');
      expect(screen.queryByRole('button', { name: 'Reserve' })).not.toBeInTheDocument();
    });
  });

  describe('given a signed-in user and an open offer', () => {
    it('shows what is left and Reserve', () => {
      render(<RsvpModal {...props()} />);
      expect(screen.getByRole('status')).toHaveTextContent('12 of 40 places left');
      expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
    });

    it('reserves: pending, then "You\'re going" with Cancel RSVP, focus kept on the action', async () => {
      const user = userEvent.setup();
      const call = deferred();
      const p = props({ onReserve: vi.fn(() => call.promise) });
      render(<RsvpModal {...p} />);
      const action = screen.getByRole('button', { name: 'Reserve' });
      action.focus();
      await user.keyboard('{Enter}');
      const pending = screen.getByRole('button', { name: 'Reserving…' });
      expect(pending).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Enter}');
      expect(p.onReserve).toHaveBeenCalledTimes(1);

      await act(async () => call.resolve());
      expect(screen.getByRole('status')).toHaveTextContent("You're going");
      const cancel = screen.getByRole('button', { name: 'Cancel RSVP' });
      expect(cancel).toHaveFocus();
    });

    it('requests an express pass and confirms it', async () => {
      const user = userEvent.setup();
      const p = props();
      render(<SxxpressModal {...p} />);
      await user.click(screen.getByRole('button', { name: 'Request express pass' }));
      expect(p.onReserve).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Express pass confirmed')).toBeInTheDocument();
    });

    it('keeps the state and says so when reserving fails', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = userEvent.setup();
      render(<RsvpModal {...props({ onReserve: () => Promise.reject(new Error('409')) })} />);
      await user.click(screen.getByRole('button', { name: 'Reserve' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not reserve your place. Try again.');
      expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
      expect(errors).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a full event', () => {
    it('says "This event is full" with the reserve button disabled', () => {
      render(<RsvpModal {...props({ offer: { available: true, capacity: 40, remaining: 0 } })} />);
      expect(screen.getByRole('status')).toHaveTextContent('This event is full');
      expect(screen.getByRole('button', { name: 'Reserve' })).toBeDisabled();
    });
  });

  describe('given an event without this offer', () => {
    it('says so, with no action', () => {
      render(<SxxpressModal {...props({ offer: { available: false, capacity: null, remaining: null } })} />);
      expect(screen.getByRole('status')).toHaveTextContent('SXXPress is not offered for this event.');
      expect(screen.queryByRole('button', { name: 'Request express pass' })).not.toBeInTheDocument();
    });
  });

  describe('given a reservation held', () => {
    it('cancels it and offers Reserve again', async () => {
      const user = userEvent.setup();
      const p = props({ reserved: true });
      render(<RsvpModal {...p} />);
      expect(screen.getByRole('status')).toHaveTextContent("You're going");
      await user.click(screen.getByRole('button', { name: 'Cancel RSVP' }));
      expect(p.onCancel).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('button', { name: 'Reserve' })).toBeInTheDocument();
    });

    it('keeps it and says so when cancelling fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = userEvent.setup();
      render(
        <SxxpressModal {...props({ reserved: true, onCancel: () => Promise.reject(new Error('500')) })} />,
      );
      await user.click(screen.getByRole('button', { name: 'Cancel express pass' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Could not cancel your express pass. Try again.',
      );
      expect(screen.getByRole('status')).toHaveTextContent('Express pass confirmed');
    });
  });
});
