import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventTypeTag } from './EventTypeTag.tsx';

describe('EventTypeTag', () => {
  it.each([
    ['panel', 'Session', 'session'],
    ['showcase_presenter', 'Showcase', 'showcase'],
    ['screening', 'Screening', 'screening'],
    ['edu', 'Edu', 'edu'],
    ['party', 'Party', 'default'],
  ])('shows %s as %s with the %s accent', (eventType, label, accent) => {
    render(<EventTypeTag eventType={eventType} />);
    expect(screen.getByText(label)).toHaveAttribute('data-accent', accent);
  });

  it('renders nothing without a type', () => {
    const { container } = render(<EventTypeTag eventType={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
