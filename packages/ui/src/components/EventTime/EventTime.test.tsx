import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInZone } from '../TimeZoneProvider/renderInZone.tsx';
import { EventTime } from './EventTime.tsx';

describe('EventTime', () => {
  it('shows the range in Central Time in a time element dated with the start', () => {
    renderInZone(<EventTime start="2026-03-09T09:30:00-05:00" end="2026-03-09T10:30:00-05:00" />);
    const time = screen.getByText('9:30AM\u201310:30AM CT');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-09T09:30:00-05:00');
  });

  it('shows only the start without an end', () => {
    renderInZone(<EventTime start="2026-03-09T19:00:00Z" end={null} />);
    expect(screen.getByText('2:00PM CT')).toBeInTheDocument();
  });

  it('renders nothing without a start', () => {
    const { container } = renderInZone(<EventTime start={null} end="2026-03-09T10:30:00-05:00" />);
    expect(container).toBeEmptyDOMElement();
  });
});
