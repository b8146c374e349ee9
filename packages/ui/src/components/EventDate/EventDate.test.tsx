import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInZone } from '../TimeZoneProvider/renderInZone.tsx';
import { EventDate } from './EventDate.tsx';

describe('EventDate', () => {
  it('shows a calendar date without shifting it', () => {
    renderInZone(<EventDate date="2026-03-09" />);
    const time = screen.getByText('Mar 9, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-09');
  });

  it('shows the Chicago day of an instant', () => {
    renderInZone(<EventDate date="2026-03-10T02:00:00Z" />);
    expect(screen.getByText('Mar 9, 2026')).toHaveAttribute('datetime', '2026-03-09');
  });

  it('renders nothing without a date', () => {
    const { container } = renderInZone(<EventDate date={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
