import type { FacetAggregation } from '@conf/core';

const TRACKS = [
  'Accessibility',
  'AI in Education',
  'Assessment',
  'Career & Technical',
  'Civic Learning',
  'Coding',
  'Early Learning',
  'Equity',
  'Family Engagement',
  'Future of Work',
  'Games & Play',
  'Higher Ed',
  'Language Learning',
  'Leadership',
  'Mental Health',
  'Policy',
  'Research',
  'STEM',
  'Teacher Voice',
  'Workforce',
];

function facet(
  overrides: Partial<FacetAggregation> & Pick<FacetAggregation, 'name' | 'title'>,
): FacetAggregation {
  return { hidden: false, open: false, model: 'event', group: null, labels: {}, buckets: [], ...overrides };
}

/** Facets of a search over an education programme, as the server sends them (stories and tests). */
/** The demo programme's event types, in the order of its Event Type buttons. */
export const SAMPLE_EVENT_TYPES: readonly string[] = [
  'screening',
  'showcase',
  'showcase_presenter',
  'session',
  'panel',
];

export const SAMPLE_AGGREGATIONS: readonly FacetAggregation[] = [
  facet({
    name: 'event_type',
    title: 'Event Type',
    labels: { panel: 'Session', showcase_presenter: 'Showcase' },
    buckets: [
      { key: 'panel', doc_count: 40 },
      { key: 'session', doc_count: 12 },
      { key: 'screening', doc_count: 8 },
      { key: 'showcase', doc_count: 5 },
    ],
  }),
  facet({
    name: 'credential_types',
    title: 'Credential Type',
    labels: { film: 'Film & TV' },
    buckets: [
      { key: 'edu', doc_count: 52 },
      { key: 'innovation', doc_count: 20 },
      { key: 'film', doc_count: 9 },
      { key: 'music', doc_count: 4 },
    ],
  }),
  facet({
    name: 'cpe_credit',
    title: 'CPE Credit',
    buckets: [
      { key: false, doc_count: 50 },
      { key: true, doc_count: 15 },
    ],
  }),
  facet({
    name: 'date',
    title: 'Date',
    open: true,
    buckets: [
      { key: '2026-03-09', doc_count: 30 },
      { key: '2026-03-10', doc_count: 21 },
      { key: '2026-03-11', doc_count: 14 },
    ],
  }),
  facet({
    name: 'track',
    title: 'Track',
    buckets: TRACKS.map((track, index) => ({ key: track, doc_count: 30 - index })),
  }),
  facet({
    name: 'venue',
    title: 'Venue',
    labels: { V10: 'Salon C', V11: 'Ballroom D' },
    buckets: [
      { key: 'V10', doc_count: 22 },
      { key: 'V11', doc_count: 9 },
    ],
  }),
  facet({ name: 'genre', title: 'Genre', buckets: [] }),
  facet({ name: 'format', title: 'Format', hidden: true, buckets: [{ key: 'Panel', doc_count: 3 }] }),
];
