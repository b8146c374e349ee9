import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventDate } from '../EventDate/EventDate.tsx';
import { EventTime } from '../EventTime/EventTime.tsx';
import { TimeZoneProvider, useTimeZone } from './TimeZoneProvider.tsx';

function ShowZone() {
  return <output>{useTimeZone()}</output>;
}

describe('TimeZoneProvider', () => {
  describe('given no provider', () => {
    it('formats in UTC, not in the browser zone', () => {
      render(
        <>
          <ShowZone />
          <EventTime start="2026-01-31T08:30:00Z" end="2026-01-31T09:00:00Z" />
        </>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('UTC');
      expect(screen.getByText('8:30AM\u20139:00AM UTC')).toBeInTheDocument();
    });
  });

  describe('given a Brussels programme', () => {
    it('shows times and days at their Brussels wall-clock time', () => {
      render(
        <TimeZoneProvider timeZone="Europe/Brussels">
          <EventTime start="2026-01-31T08:30:00Z" end="2026-01-31T09:00:00Z" />
          <EventDate date="2026-01-31T23:30:00Z" />
        </TimeZoneProvider>,
      );
      expect(screen.getByText('9:30AM\u201310:00AM CET')).toBeInTheDocument();
      const day = screen.getByText('Feb 1, 2026');
      expect(day).toHaveAttribute('datetime', '2026-02-01');
    });
  });

  describe('given nested providers', () => {
    it('uses the nearest one', () => {
      render(
        <TimeZoneProvider timeZone="Europe/Brussels">
          <TimeZoneProvider timeZone="America/Chicago">
            <EventTime start="2026-03-09T14:30:00Z" />
          </TimeZoneProvider>
        </TimeZoneProvider>,
      );
      expect(screen.getByText('9:30AM CT')).toBeInTheDocument();
    });
  });
});
