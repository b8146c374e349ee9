import type { SearchModel } from '@conf/contract';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_FACETS,
  compileFilters,
  FacetColumn,
  type FacetDef,
  type FacetValue,
  type FilterInput,
  filterAndCount,
  toAggregations,
} from './facets.ts';
import { ALL_MODELS, modelIndex } from './models.ts';

const TYPE: FacetDef = {
  name: 'event_type',
  title: 'Event Type',
  models: ['event'],
  order: 'count',
  open: true,
};
const DATE: FacetDef = { name: 'date', title: 'Date', models: ['event'], order: 'key', open: true };
const CREDENTIALS: FacetDef = {
  name: 'credential_types',
  title: 'Credential Type',
  models: ['event', 'person'],
  order: 'count',
  open: true,
};

interface TestDoc {
  model: SearchModel;
  facets: Record<string, string[]>;
}

/** Random documents: events with a type, a day and credentials; persons with credentials. */
function randomDocs(count: number, seed: number): TestDoc[] {
  let s = seed;
  const random = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T;
  return Array.from({ length: count }, (): TestDoc => {
    const credentials = ['edu', 'music', 'film'].filter(() => random() < 0.4);
    if (random() < 0.25) return { model: 'person', facets: { credential_types: credentials } };
    return {
      model: 'event',
      facets: {
        event_type: random() < 0.1 ? [] : [pick(['session', 'panel', 'screening'])],
        date: [pick(['2026-03-09', '2026-03-10', '2026-03-11'])],
        credential_types: credentials,
      },
    };
  });
}

function columns(docs: TestDoc[]): FacetColumn[] {
  return [TYPE, DATE, CREDENTIALS].map(
    (def) =>
      new FacetColumn(
        def,
        docs.map((d) => (d.facets[def.name] ?? []).map((key): FacetValue => ({ key }))),
      ),
  );
}

/** What the spec says, by brute force: does the document pass the filters of every field but `skip`? */
function passes(doc: TestDoc, filters: FilterInput[], skip: string | null): boolean {
  const fields = new Set(filters.map((f) => f.field));
  for (const field of fields) {
    if (field === skip) continue;
    const applicable = filters.filter(
      (f) => f.field === field && (!f.models || f.models.includes(doc.model)),
    );
    if (applicable.length === 0) continue;
    const values = doc.facets[field] ?? [];
    if (!applicable.some((f) => values.includes(String(f.value)))) return false;
  }
  return true;
}

function run(docs: TestDoc[], filters: FilterInput[], scope: SearchModel[]) {
  const facets = columns(docs);
  const compiled = compileFilters(filters, scope, facets);
  expect(compiled.problems).toEqual([]);
  const facetsOfModel = ALL_MODELS.map((_, m) =>
    facets.flatMap((f, i) => (f.def.models.some((model) => modelIndex(model) === m) ? [i] : [])),
  );
  const result = filterAndCount({
    candidates: docs.keys(),
    eligible: (ord) => scope.includes((docs[ord] as TestDoc).model),
    modelOf: (ord) => modelIndex((docs[ord] as TestDoc).model),
    facets,
    facetsOfModel,
    filters: compiled.fields,
  });
  return { ...result, facets, aggregations: toAggregations(facets, result.counts, compiled.fields, scope) };
}

describe('filterAndCount', () => {
  const docs = randomDocs(400, 3);
  const cases: [string, FilterInput[], SearchModel[]][] = [
    ['no filter', [], ['event', 'person']],
    ['one value', [{ field: 'event_type', value: 'session' }], ['event']],
    [
      'OR within a field',
      [
        { field: 'event_type', value: 'session' },
        { field: 'event_type', value: 'panel' },
      ],
      ['event'],
    ],
    [
      'AND across fields',
      [
        { field: 'event_type', value: 'session' },
        { field: 'date', value: '2026-03-10' },
        { field: 'credential_types', value: 'music' },
      ],
      ['event', 'person'],
    ],
    [
      'a filter scoped to events leaves persons alone',
      [{ field: 'credential_types', value: 'edu', models: ['event'] }],
      ['event', 'person'],
    ],
    ['a value nobody has', [{ field: 'date', value: '2030-01-01' }], ['event']],
  ];

  it.each(cases)(
    '%s: matches and every facet count agree with a direct computation',
    (_label, filters, scope) => {
      const { matches, aggregations } = run(docs, filters, scope);
      const inScope = docs.filter((d) => scope.includes(d.model));
      expect(matches.map((ord) => docs[ord])).toEqual(inScope.filter((d) => passes(d, filters, null)));
      for (const aggregation of aggregations) {
        // Own filter left out: count over the documents passing every other field's filters.
        const counted = inScope.filter((d) => passes(d, filters, aggregation.name));
        for (const bucket of aggregation.buckets) {
          const expected = counted.filter((d) =>
            (d.facets[aggregation.name] ?? []).includes(String(bucket.key)),
          ).length;
          expect({ facet: aggregation.name, key: bucket.key, count: bucket.doc_count }).toEqual({
            facet: aggregation.name,
            key: bucket.key,
            count: expected,
          });
        }
      }
    },
  );

  it('lists a value filtered on even when nothing has it, with count 0', () => {
    const { aggregations } = run(docs, [{ field: 'date', value: '2030-01-01' }], ['event']);
    const date = aggregations.find((a) => a.name === 'date');
    expect(date?.buckets).toContainEqual({ key: '2030-01-01', doc_count: 0 });
    expect(date?.open).toBe(true);
  });

  it('orders date buckets by day and the others by count', () => {
    const { aggregations } = run(docs, [], ['event']);
    const keys = aggregations.find((a) => a.name === 'date')?.buckets.map((b) => b.key);
    expect(keys).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    const counts = aggregations.find((a) => a.name === 'event_type')?.buckets.map((b) => b.doc_count) ?? [];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('compileFilters', () => {
  const facets = columns(randomDocs(20, 5));

  it('names an unknown field and the fields known for the models searched', () => {
    const { problems } = compileFilters([{ field: 'genre', value: 'Rock' }], ['event'], facets);
    expect(problems).toEqual([
      {
        path: '/filters/0/field',
        message: "Unknown filter field 'genre' for event (known: event_type, date, credential_types)",
      },
    ]);
  });

  it('refuses a field that no model searched carries', () => {
    const { problems } = compileFilters([{ field: 'event_type', value: 'panel' }], ['person'], facets);
    expect(problems[0]?.path).toBe('/filters/0/field');
  });

  it('refuses a filter scoped to a model that is not searched', () => {
    const { problems } = compileFilters(
      [{ field: 'credential_types', value: 'edu', models: ['venue'] }],
      ['event'],
      facets,
    );
    expect(problems[0]).toEqual({
      path: '/filters/0/models',
      message: 'venue is not among the models searched (event)',
    });
  });
});

describe('toAggregations', () => {
  const cpe = CATALOG_FACETS.find((f) => f.name === 'cpe_credit') as FacetDef;
  const eventType = CATALOG_FACETS.find((f) => f.name === 'event_type') as FacetDef;

  function aggregate(def: FacetDef, keys: (string | boolean)[][]) {
    const column = new FacetColumn(
      def,
      keys.map((ks) => ks.map((key) => ({ key }))),
    );
    const counts = new Int32Array(column.keys.length);
    for (let ord = 0; ord < keys.length; ord++) column.countInto(ord, counts);
    return toAggregations([column], [counts], [], ['event'])[0];
  }

  it('hides cpe_credit unless a bucket with key true exists', () => {
    expect(aggregate(cpe, [[false], [false]])?.hidden).toBe(true);
    const shown = aggregate(cpe, [[true], [false], [false]]);
    expect(shown?.hidden).toBe(false);
    expect(shown?.buckets).toEqual([
      { key: true, doc_count: 1 },
      { key: false, doc_count: 2 },
    ]);
  });

  it('labels keys that are not their own label (a panel is a Session)', () => {
    const aggregation = aggregate(eventType, [['panel'], ['screening'], ['showcase_presenter']]);
    expect(aggregation?.labels).toEqual({
      panel: 'Session',
      screening: 'Screening',
      showcase_presenter: 'Showcase',
    });
    expect(aggregation).toMatchObject({
      name: 'event_type',
      title: 'Event Type',
      model: 'event',
      group: 'Events',
    });
  });

  it('leaves out a facet no matching record carries', () => {
    expect(aggregate(eventType, [[], []])).toBeUndefined();
  });
});
