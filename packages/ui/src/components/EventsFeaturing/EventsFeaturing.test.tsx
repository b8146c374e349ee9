import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInZone } from '../TimeZoneProvider/renderInZone.tsx';
import { EventsFeaturing } from './EventsFeaturing.tsx';
import { SAMPLE_EVENTS } from './fixtures.ts';

describe('EventsFeaturing', () => {
  it('lists the events in time order under "Events featuring {name}"', () => {
    renderInZone(<EventsFeaturing name="The Chalkboards" events={SAMPLE_EVENTS} />);
    const section = screen.getByRole('region', { name: 'Events featuring The Chalkboards' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Teaching With Songs', 'The Chalkboards (late set)', 'Secret show']);
  });

  it('shows the type, link, date, time and venue of each event', () => {
    renderInZone(<EventsFeaturing name="The Chalkboards" events={SAMPLE_EVENTS} year={2026} />);
    const item = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(item).toHaveAttribute('data-accent', 'session');
    expect(within(item).getByText('Session')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Teaching With Songs' })).toHaveAttribute(
      'href',
      '/2026/events/PP1001',
    );
    expect(item).toHaveTextContent('Mar 9, 2026 9:30AM–10:30AM CT');
    expect(within(item).getByText('Salon C')).toBeInTheDocument();
  });

  it('keeps a late set on its festival day', () => {
    renderInZone(<EventsFeaturing name="The Chalkboards" events={SAMPLE_EVENTS} />);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Mar 13, 2026 11:30PM–12:10AM CT');
  });

  it('takes its own links and heading level', () => {
    renderInZone(
      <EventsFeaturing
        name="A"
        events={SAMPLE_EVENTS.slice(1, 2)}
        headingLevel={3}
        hrefFor={(e) => `/e/${e.event_id}`}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Events featuring A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teaching With Songs' })).toHaveAttribute('href', '/e/PP1001');
  });

  it('says more should come when there are no events', () => {
    renderInZone(<EventsFeaturing name="Ada Byron" events={[]} />);
    expect(screen.getByRole('region', { name: 'Events featuring Ada Byron' })).toHaveTextContent(
      'No events announced yet. Stay tuned, more events should be added soon!',
    );
  });
});
