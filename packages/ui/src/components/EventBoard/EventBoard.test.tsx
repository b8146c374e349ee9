import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInZone } from '../TimeZoneProvider/renderInZone.tsx';
import { BOARD_EMPTY_MESSAGE, EventBoard } from './EventBoard.tsx';
import { BOARD_EVENTS } from './fixtures.ts';

describe('EventBoard', () => {
  describe('given upcoming events', () => {
    it('is a region named by its title, listing the events in order', () => {
      renderInZone(<EventBoard title="Upcoming events" events={BOARD_EVENTS} />);
      const region = screen.getByRole('region', { name: 'Upcoming events' });
      const items = within(region).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(within(items[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Teaching With Generative Tools',
      );
      expect(items[2]).toHaveAttribute('data-event-id', 'PP1003');
    });

    it('shows date and time in Central Time, type, venue and status', () => {
      renderInZone(<EventBoard title="Upcoming events" events={BOARD_EVENTS} />);
      const first = screen.getAllByRole('listitem')[0] as HTMLElement;
      expect(within(first).getByText('Mar 9, 2026')).toBeInTheDocument();
      expect(within(first).getByText('9:30AM\u201310:30AM CT')).toBeInTheDocument();
      expect(within(first).getByText('Session')).toBeInTheDocument();
      expect(within(first).getByText('Ballroom D')).toBeInTheDocument();
      expect(within(first).getByText('Open')).toBeInTheDocument();
      expect(within(first).getByText('Now Seating Primary Access')).toBeInTheDocument();
    });

    it('keeps a hidden badge on events without status, for live updates', () => {
      const { container } = renderInZone(<EventBoard title="Upcoming events" events={BOARD_EVENTS} />);
      const badge = container.querySelector('[data-event-id="PP1002"] .conf-StatusBadge');
      expect(badge).toHaveAttribute('hidden');
    });

    it('has nothing to press or focus', () => {
      const { container } = renderInZone(<EventBoard title="Upcoming events" events={BOARD_EVENTS} />);
      expect(container.querySelectorAll('a, button, input, select, [tabindex]')).toHaveLength(0);
    });

    it('can leave the venue out on a board of one room', () => {
      renderInZone(<EventBoard title="Ballroom D" events={BOARD_EVENTS} hideVenue />);
      expect(screen.queryByText('Ballroom D', { selector: '.conf-EventBoard-venue' })).toBeNull();
    });
  });

  describe('given no event left', () => {
    it('says so', () => {
      renderInZone(<EventBoard title="Upcoming events" events={[]} />);
      expect(screen.getByText(BOARD_EMPTY_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByRole('list')).toBeNull();
    });
  });

  it('exposes its layout', () => {
    renderInZone(<EventBoard title="Now and next" events={BOARD_EVENTS} layout="signage" />);
    expect(screen.getByRole('region', { name: 'Now and next' })).toHaveAttribute('data-layout', 'signage');
  });
});
