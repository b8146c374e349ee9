import { describe, expect, it } from 'vitest';
import {
  accordionAggregations,
  credentialToggles,
  EVENT_TYPE_FILTERS,
  eventTypeToggles,
  type FacetAggregation,
  filterOptionLabel,
  filterOptions,
  filterValuesFor,
  formatCount,
  hasFilter,
  isAggregationShown,
  resultCountText,
  type SearchFilter,
  sameFilterValue,
  setFilterValues,
  toggleFilterValues,
} from './filters.ts';

function aggregation(
  overrides: Partial<FacetAggregation> & Pick<FacetAggregation, 'name'>,
): FacetAggregation {
  return { title: overrides.name, hidden: false, labels: {}, buckets: [], open: false, ...overrides };
}

const track = aggregation({
  name: 'track',
  title: 'Track',
  labels: { 'play-learning': 'Play & Learning' },
  buckets: [
    { key: 'play-learning', doc_count: 12 },
    { key: 'Leadership', doc_count: 4 },
  ],
});

describe('filter values', () => {
  const filters: SearchFilter[] = [
    { field: 'track', value: 'Leadership' },
    { field: 'cpe_credit', value: true },
    { field: 'date', value: '2026-03-09' },
  ];

  it('compares values as text, so a boolean matches its query-string form', () => {
    expect(sameFilterValue(true, 'true')).toBe(true);
    expect(sameFilterValue(2026, '2026')).toBe(true);
    expect(sameFilterValue('a', 'b')).toBe(false);
    expect(hasFilter(filters, 'cpe_credit', 'true')).toBe(true);
    expect(hasFilter(filters, 'track', 'play-learning')).toBe(false);
  });

  it('lists the values of one field', () => {
    expect(filterValuesFor(filters, 'track')).toEqual(['Leadership']);
    expect(filterValuesFor(filters, 'genre')).toEqual([]);
  });

  it('replaces the values of one field and keeps the others', () => {
    expect(setFilterValues(filters, 'track', ['a', 'b', 'a'])).toEqual([
      { field: 'cpe_credit', value: true },
      { field: 'date', value: '2026-03-09' },
      { field: 'track', value: 'a' },
      { field: 'track', value: 'b' },
    ]);
    expect(setFilterValues(filters, 'track', [])).toEqual(filters.slice(1));
  });

  it('toggles a group of values on, then off', () => {
    const on = toggleFilterValues([], 'event_type', ['session', 'panel']);
    expect(on).toEqual([
      { field: 'event_type', value: 'session' },
      { field: 'event_type', value: 'panel' },
    ]);
    expect(toggleFilterValues(on, 'event_type', ['session', 'panel'])).toEqual([]);
  });

  it('turns a partly set group off entirely', () => {
    const partly: SearchFilter[] = [
      { field: 'event_type', value: 'panel' },
      { field: 'track', value: 'x' },
    ];
    expect(toggleFilterValues(partly, 'event_type', ['session', 'panel'])).toEqual([
      { field: 'track', value: 'x' },
    ]);
  });
});

describe('filterOptionLabel', () => {
  it('shows the date of the date facet', () => {
    expect(filterOptionLabel({ name: 'date', labels: {} }, '2026-03-09')).toBe('Mar 9, 2026');
  });

  it('shows an unreadable date as it is', () => {
    expect(filterOptionLabel({ name: 'date', labels: {} }, 'someday')).toBe('someday');
  });

  it('uses the labels, else the raw value', () => {
    expect(filterOptionLabel(track, 'play-learning')).toBe('Play & Learning');
    expect(filterOptionLabel(track, 'Leadership')).toBe('Leadership');
    expect(filterOptionLabel({ name: 'cpe_credit', labels: {} }, true)).toBe('true');
  });

  it('does not read inherited properties as labels', () => {
    expect(filterOptionLabel(track, 'toString')).toBe('toString');
  });
});

describe('isAggregationShown', () => {
  it('hides hidden and empty facets', () => {
    expect(isAggregationShown(track)).toBe(true);
    expect(isAggregationShown({ ...track, hidden: true })).toBe(false);
    expect(isAggregationShown({ ...track, buckets: [] })).toBe(false);
  });

  it('shows cpe_credit only with a bucket keyed true', () => {
    const cpe = aggregation({ name: 'cpe_credit', buckets: [{ key: false, doc_count: 40 }] });
    expect(isAggregationShown(cpe)).toBe(false);
    expect(isAggregationShown({ ...cpe, buckets: [...cpe.buckets, { key: true, doc_count: 3 }] })).toBe(true);
    expect(isAggregationShown({ ...cpe, buckets: [{ key: 'true', doc_count: 3 }] })).toBe(true);
  });
});

describe('filterOptions', () => {
  it('lists buckets with labels, counts and selection', () => {
    expect(filterOptions(track, [{ field: 'track', value: 'Leadership' }])).toEqual([
      { value: 'play-learning', label: 'Play & Learning', count: 12, selected: false },
      { value: 'Leadership', label: 'Leadership', count: 4, selected: true },
    ]);
  });

  it('keeps a selected value that has no bucket any more', () => {
    expect(filterOptions(track, [{ field: 'track', value: 'Gone' }]).at(-1)).toEqual({
      value: 'Gone',
      label: 'Gone',
      count: 0,
      selected: true,
    });
  });
});

describe('eventTypeToggles', () => {
  const eventType = aggregation({
    name: 'event_type',
    buckets: [
      { key: 'panel', doc_count: 5 },
      { key: 'session', doc_count: 2 },
      { key: 'showcase_presenter', doc_count: 1 },
    ],
  });

  const demoTypes = EVENT_TYPE_FILTERS.flatMap((f) => f.values);

  it('offers the programme types (the demo: Screening, Showcase and Session) with the sum of their counts', () => {
    const toggles = eventTypeToggles([eventType], [{ field: 'event_type', value: 'panel' }], demoTypes);
    expect(toggles.map((t) => t.label)).toEqual(EVENT_TYPE_FILTERS.map((f) => f.label));
    expect(toggles.map((t) => [t.label, t.count, t.selected])).toEqual([
      ['Screening', 0, false],
      ['Showcase', 1, false],
      ['Session', 7, true],
    ]);
  });

  it("offers the data's types when the programme names none (a FOSDEM has no Screening)", () => {
    const fosdem = aggregation({
      name: 'event_type',
      buckets: [
        { key: 'devroom', doc_count: 700 },
        { key: 'maintrack', doc_count: 80 },
      ],
    });
    expect(eventTypeToggles([fosdem], []).map((t) => [t.label, t.count])).toEqual([
      ['Devroom', 700],
      ['Maintrack', 80],
    ]);
  });

  it('is empty without an event type facet or filter', () => {
    expect(eventTypeToggles([track], [])).toEqual([]);
    expect(eventTypeToggles([{ ...eventType, hidden: true }], [])).toEqual([]);
  });

  it('stays while an event type filter is set, so it can be undone', () => {
    expect(eventTypeToggles([], [{ field: 'event_type', value: 'screening' }])[0]?.selected).toBe(true);
  });
});

describe('credentialToggles', () => {
  const credentials = aggregation({
    name: 'credential_types',
    labels: { film: 'Film & TV' },
    buckets: [
      { key: 'platinum', doc_count: 9 },
      { key: 'film', doc_count: 3 },
      { key: 'music', doc_count: 2 },
    ],
  });

  it('offers innovation, film and music only', () => {
    expect(credentialToggles([credentials], []).map((t) => [t.label, t.count])).toEqual([
      ['Innovation', 0],
      ['Film & TV', 3],
      ['Music', 2],
    ]);
  });

  it('adds CPE Credit only when its facet has a true bucket', () => {
    const cpe = aggregation({
      name: 'cpe_credit',
      title: 'CPE Credit',
      buckets: [{ key: false, doc_count: 8 }],
    });
    expect(credentialToggles([credentials, cpe], []).map((t) => t.label)).not.toContain('CPE Credit');
    const withTrue = { ...cpe, buckets: [{ key: true, doc_count: 4 }] };
    expect(credentialToggles([credentials, withTrue], []).at(-1)).toEqual({
      field: 'cpe_credit',
      label: 'CPE Credit',
      values: [true],
      count: 4,
      selected: false,
    });
    expect(credentialToggles([withTrue], []).map((t) => t.label)).toEqual(['CPE Credit']);
  });

  it('is empty without credential facets', () => {
    expect(credentialToggles([track], [])).toEqual([]);
  });
});

describe('accordionAggregations', () => {
  it('keeps shown facets other than event type and credentials', () => {
    const list = [
      aggregation({ name: 'event_type', buckets: [{ key: 'panel', doc_count: 1 }] }),
      aggregation({ name: 'credential_types', buckets: [{ key: 'music', doc_count: 1 }] }),
      aggregation({ name: 'cpe_credit', buckets: [{ key: true, doc_count: 1 }] }),
      track,
      aggregation({ name: 'genre' }),
      aggregation({ name: 'format', hidden: true, buckets: [{ key: 'Panel', doc_count: 1 }] }),
    ];
    expect(accordionAggregations(list).map((a) => a.name)).toEqual(['track']);
  });

  it('keeps an emptied facet while one of its values is selected', () => {
    const genre = aggregation({ name: 'genre' });
    expect(accordionAggregations([genre], [{ field: 'genre', value: 'Indie' }])).toEqual([genre]);
  });
});

describe('formatCount', () => {
  it('groups thousands as the product shows them, whatever the locale of the machine', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('resultCountText', () => {
  it('counts results', () => {
    expect(resultCountText(0)).toBe('0 results');
    expect(resultCountText(1)).toBe('1 result');
    expect(resultCountText(1234)).toBe('1,234 results');
  });
});
