import type { FeaturedEvent } from './EventsFeaturing.tsx';

/** An artist's events, out of order (stories and tests). */
export const SAMPLE_EVENTS: readonly FeaturedEvent[] = [
  {
    event_id: 'MS501',
    name: 'The Chalkboards (late set)',
    start_time: '2026-03-13T23:30:00-05:00',
    end_time: '2026-03-14T00:10:00-05:00',
    date: '2026-03-13',
    event_type: 'showcase',
    venue: { name: "Stubb's" },
  },
  {
    event_id: 'PP1001',
    name: 'Teaching With Songs',
    start_time: '2026-03-09T09:30:00-05:00',
    end_time: '2026-03-09T10:30:00-05:00',
    date: '2026-03-09',
    event_type: 'panel',
    venue: { name: 'Salon C' },
  },
  {
    event_id: 'TBA1',
    name: 'Secret show',
    start_time: null,
    end_time: null,
    date: null,
    event_type: null,
    venue: null,
  },
];
