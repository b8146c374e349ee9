import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.ts';
import { type EventStatusChange, type EventStatusPair, StatusSelectors } from './StatusSelectors.tsx';

function statusButton() {
  return screen.getByRole('button', { name: /Status$/ });
}

function messageButton() {
  return screen.getByRole('button', { name: /Venue message$/ });
}

describe('StatusSelectors', () => {
  it('shows two labelled selects in a named group, with the current values', () => {
    render(
      <StatusSelectors
        label="Live status of Opening Keynote"
        defaultValue={{ status: 'green', message: 'Now Seating Primary Access' }}
        onChange={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: 'Live status of Opening Keynote' });
    expect(within(group).getByRole('button', { name: /Status$/ })).toHaveTextContent('Open');
    expect(within(group).getByRole('button', { name: /Venue message$/ })).toHaveTextContent(
      'Now Seating Primary Access',
    );
    expect(within(group).getByText('Status')).toBeInTheDocument();
    expect(within(group).getByText('Venue message')).toBeInTheDocument();
  });

  describe('when staff choose a status with the keyboard', () => {
    it('shows it as pending, then shows the server’s reply rather than the choice', async () => {
      const user = userEvent.setup();
      const call = deferred<EventStatusPair>();
      const onChange = vi.fn((_change: EventStatusChange) => call.promise);
      render(<StatusSelectors onChange={onChange} />);
      expect(statusButton()).toHaveTextContent('No status');
      await user.tab();
      expect(statusButton()).toHaveFocus();
      await user.keyboard('{Enter}');
      const listbox = screen.getByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No status', 'Open', 'Filling up', 'Full', 'Canceled']);
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
      expect(onChange).toHaveBeenCalledWith({ status: 'red' });
      expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Saving…');
      expect(statusButton()).toHaveTextContent('Full');
      // The server stored something else (another staff member was faster): its answer wins.
      call.resolve({ status: 'yellow', message: 'No Longer Seating' });
      expect(await screen.findByText('Saved')).toBeInTheDocument();
      expect(statusButton()).toHaveTextContent('Filling up');
      expect(messageButton()).toHaveTextContent('No Longer Seating');
      expect(screen.getByRole('group')).not.toHaveAttribute('aria-busy');
      expect(statusButton()).toHaveFocus();
    });
  });

  describe('when saving a message fails', () => {
    it('shows the failure’s message and restores the previous value', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn(async (_change: EventStatusChange): Promise<EventStatusPair> => {
        throw new Error('You are not allowed to set statuses');
      });
      render(
        <StatusSelectors
          defaultValue={{ status: 'green', message: 'Not Yet Seating' }}
          onChange={onChange}
        />,
      );
      await user.click(messageButton());
      await user.click(screen.getByRole('option', { name: 'Now Seating SXXPress' }));
      expect(onChange).toHaveBeenCalledWith({ message: 'Now Seating SXXPress' });
      expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to set statuses');
      expect(messageButton()).toHaveTextContent('Not Yet Seating');
      expect(statusButton()).toHaveTextContent('Open');
    });
  });

  it('sends the empty message when No message is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn(async (change: EventStatusChange) => ({
      status: 'green' as const,
      message: '' as const,
      ...change,
    }));
    render(
      <StatusSelectors defaultValue={{ status: 'green', message: 'Not Yet Seating' }} onChange={onChange} />,
    );
    await user.click(messageButton());
    await user.click(screen.getByRole('option', { name: 'No message' }));
    expect(onChange).toHaveBeenCalledWith({ message: '' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(messageButton()).toHaveTextContent('No message');
  });

  it('follows a new value given by the page (a live update)', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <StatusSelectors value={{ status: 'none', message: '' }} onChange={onChange} />,
    );
    rerender(
      <StatusSelectors value={{ status: 'canceled', message: 'No Longer Seating' }} onChange={onChange} />,
    );
    expect(statusButton()).toHaveTextContent('Canceled');
    expect(messageButton()).toHaveTextContent('No Longer Seating');
    expect(onChange).not.toHaveBeenCalled();
  });
});
