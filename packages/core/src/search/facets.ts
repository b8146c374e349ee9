import type { Aggregation, Bucket, SearchModel } from '@conf/contract';
import { eventTypeLabel, MODEL_GROUPS } from '../grouping.ts';
import { ALL_MODELS, modelIndex } from './models.ts';

/**
 * Facets: the filterable fields of each model, their values per document, filters (OR within a field,
 * AND across fields) and aggregations in which every facet is counted over the matching set with its
 * own filter left out, so that a count tells what picking that value would give.
 */

export type FacetKey = string | boolean;

/** One value of a facet on a document, with its display label when the key is not one. */
export interface FacetValue {
  key: FacetKey;
  label?: string | null;
}

export interface FacetDef {
  /** Field name (the Filter `field` and the Aggregation `name`). */
  name: string;
  title: string;
  /** Models that carry the field. */
  models: readonly SearchModel[];
  /** Bucket order: by count (then label), by key, or by a fixed list of keys. */
  order: 'count' | 'key' | readonly string[];
  /** Whether the sidebar shows the section open. */
  open: boolean;
  /** Display label of a key, when the key is not the label (event types, credential types). */
  label?: (key: string) => string | null;
  /** Shown only when a bucket with key `true` exists (the cpe_credit rule of spec section 5). */
  onlyWithTrue?: boolean;
  /**
   * A filter-only field: requests may filter on it, but it is never counted nor returned as an
   * aggregation (the venue pages' `venue_id`: hundreds of ids nobody picks from a sidebar).
   */
  filterOnly?: boolean;
}

const CREDENTIAL_LABELS: Readonly<Record<string, string>> = {
  platinum: 'Platinum',
  innovation: 'Innovation',
  interactive: 'Interactive',
  film: 'Film',
  filmtv: 'Film & TV',
  music: 'Music',
  edu: 'EDU',
};

/** Facets of the catalogue (events, contributors, films, organisations, venues). */
export const CATALOG_FACETS: readonly FacetDef[] = [
  {
    name: 'event_type',
    title: 'Event Type',
    models: ['event'],
    order: 'count',
    open: true,
    label: (key) => {
      const label = eventTypeLabel(key);
      return label === key ? null : label;
    },
  },
  {
    name: 'credential_types',
    title: 'Credential Type',
    models: ['event', 'artist', 'person'],
    order: Object.keys(CREDENTIAL_LABELS),
    open: true,
    label: (key) => CREDENTIAL_LABELS[key] ?? null,
  },
  {
    name: 'cpe_credit',
    title: 'CPE Credit',
    models: ['event'],
    order: ['true', 'false'],
    open: false,
    label: (key) => (key === 'true' ? 'CPE credit' : 'No CPE credit'),
    onlyWithTrue: true,
  },
  { name: 'date', title: 'Date', models: ['event'], order: 'key', open: true },
  { name: 'track', title: 'Track', models: ['event'], order: 'count', open: false },
  { name: 'format', title: 'Format', models: ['event'], order: 'count', open: false },
  { name: 'venue', title: 'Venue', models: ['event'], order: 'count', open: false },
  /**
   * The exact-venue filter of the venue pages: an event's values are the id of its venue and of every
   * venue that venue is inside, so a parent venue's id finds the events of its rooms too.
   */
  { name: 'venue_id', title: 'Venue', models: ['event'], order: 'key', open: false, filterOnly: true },
  { name: 'genre', title: 'Genre', models: ['event', 'artist'], order: 'count', open: false },
  { name: 'subgenre', title: 'Subgenre', models: ['event', 'artist'], order: 'count', open: false },
  { name: 'tags', title: 'Tags', models: ['event'], order: 'count', open: false },
  {
    name: 'experience_level',
    title: 'Experience Level',
    models: ['event'],
    order: ['Beginner', 'Intermediate', 'Advanced'],
    open: false,
  },
  { name: 'focus_area', title: 'Focus Area', models: ['event'], order: 'count', open: false },
  { name: 'accessibility', title: 'Accessibility', models: ['event'], order: 'count', open: false },
  { name: 'country', title: 'Country', models: ['artist', 'person'], order: 'count', open: false },
];

/** Facets of the attendee directory. */
export const ATTENDEE_FACETS: readonly FacetDef[] = [
  { name: 'industry', title: 'Industry', models: ['attendee'], order: 'count', open: true },
  { name: 'company_type', title: 'Company Type', models: ['attendee'], order: 'count', open: false },
  { name: 'country', title: 'Country', models: ['attendee'], order: 'count', open: false },
  { name: 'badge_type', title: 'Badge Type', models: ['attendee'], order: 'count', open: false },
];

/** Map key of a facet value or of a filter value (`true` and `'true'` are the same key). */
export function keyString(key: FacetKey | number): string {
  return String(key);
}

/** The values of one facet for every document (by ord), with the value dictionary. */
export class FacetColumn {
  /** Value id -> key and label. */
  readonly keys: FacetKey[] = [];
  readonly labels: (string | null)[] = [];
  readonly #ids = new Map<string, number>();
  /** Values of document `ord`: `values.subarray(start[ord], start[ord + 1])`. */
  #start: Int32Array;
  #values: Int32Array;

  constructor(
    readonly def: FacetDef,
    perDoc: readonly (readonly FacetValue[] | undefined)[],
  ) {
    this.#start = new Int32Array(perDoc.length + 1);
    const values: number[] = [];
    for (let ord = 0; ord < perDoc.length; ord++) {
      const start = values.length;
      this.#start[ord] = start;
      for (const value of perDoc[ord] ?? []) {
        const id = this.#intern(value);
        // A document has few values: a scan of its own finds a repeat.
        if (values.indexOf(id, start) === -1) values.push(id);
      }
    }
    this.#start[perDoc.length] = values.length;
    this.#values = Int32Array.from(values);
  }

  #intern(value: FacetValue): number {
    const text = keyString(value.key);
    let id = this.#ids.get(text);
    if (id === undefined) {
      id = this.keys.length;
      this.#ids.set(text, id);
      this.keys.push(value.key);
      this.labels.push(this.def.label?.(text) ?? value.label ?? null);
    }
    return id;
  }

  /** Id of a key, or -1 when no document has it. */
  idOf(key: FacetKey | number): number {
    return this.#ids.get(keyString(key)) ?? -1;
  }

  /** Whether document `ord` has one of the accepted value ids. */
  hasAny(ord: number, accepted: ReadonlySet<number>): boolean {
    for (let i = this.#start[ord] as number; i < (this.#start[ord + 1] as number); i++) {
      if (accepted.has(this.#values[i] as number)) return true;
    }
    return false;
  }

  /** Adds one to `counts[v]` for every value v of document `ord`. */
  countInto(ord: number, counts: Int32Array): void {
    for (let i = this.#start[ord] as number; i < (this.#start[ord + 1] as number); i++) {
      const v = this.#values[i] as number;
      counts[v] = (counts[v] as number) + 1;
    }
  }

  /** Keys of document `ord`. */
  keysOf(ord: number): FacetKey[] {
    const keys: FacetKey[] = [];
    for (let i = this.#start[ord] as number; i < (this.#start[ord + 1] as number); i++) {
      keys.push(this.keys[this.#values[i] as number] as FacetKey);
    }
    return keys;
  }
}

/** A filter as the request gives it. */
export interface FilterInput {
  field: string;
  value: string | number | boolean;
  models?: SearchModel[];
}

/** A problem with one filter: where in the request and what is wrong. */
export interface FilterProblem {
  path: string;
  message: string;
}

/** Every filter on one field, compiled. */
export interface FieldFilter {
  /** Index of the facet in the facet list. */
  facet: number;
  /** Per model index: accepted value ids, or null when no filter of this field applies to that model. */
  accepted: (Set<number> | null)[];
  /** Values asked for, by key string (shown as buckets even when nothing matches them). */
  selected: Map<string, FilterInput['value']>;
}

/**
 * Groups the filters by field. A filter applies to the models it names (to every model when it names
 * none); a document of a model the field's filters apply to must have one of their values (OR), and
 * a document of any other model passes. Unknown fields (for the models searched) are problems.
 */
export function compileFilters(
  filters: readonly FilterInput[],
  scope: readonly SearchModel[],
  facets: readonly FacetColumn[],
): { fields: FieldFilter[]; problems: FilterProblem[] } {
  const problems: FilterProblem[] = [];
  const byField = new Map<string, FieldFilter>();
  for (const [i, filter] of filters.entries()) {
    const models = filter.models && filter.models.length > 0 ? filter.models : scope;
    const outside = models.filter((m) => !scope.includes(m));
    if (outside.length > 0) {
      problems.push({
        path: `/filters/${i}/models`,
        message: `${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} not among the models searched (${scope.join(', ')})`,
      });
      continue;
    }
    const facet = facets.findIndex(
      (f) => f.def.name === filter.field && f.def.models.some((m) => models.includes(m)),
    );
    if (facet === -1) {
      const known = [
        ...new Set(facets.filter((f) => f.def.models.some((m) => models.includes(m))).map((f) => f.def.name)),
      ];
      problems.push({
        path: `/filters/${i}/field`,
        message: `Unknown filter field '${filter.field}' for ${models.join(', ')} (known: ${known.join(', ') || 'none'})`,
      });
      continue;
    }
    let field = byField.get(filter.field);
    if (!field) {
      field = { facet, accepted: ALL_MODELS.map(() => null), selected: new Map() };
      byField.set(filter.field, field);
    }
    const column = facets[facet] as FacetColumn;
    const id = column.idOf(filter.value);
    field.selected.set(keyString(filter.value), filter.value);
    for (const model of models) {
      const m = modelIndex(model);
      const accepted = field.accepted[m] ?? new Set<number>();
      if (id !== -1) accepted.add(id);
      field.accepted[m] = accepted;
    }
  }
  return { fields: [...byField.values()], problems };
}

/** What {@link filterAndCount} needs to know about the documents. */
export interface CountInput {
  /** Candidate documents (text matches, or every document), by ord. */
  candidates: Iterable<number>;
  /** Whether document `ord` may be shown at all (published or preview, model searched). */
  eligible: (ord: number) => boolean;
  /** Model index of each document. */
  modelOf: (ord: number) => number;
  facets: readonly FacetColumn[];
  /** Per model index: the facets (indexes) its documents carry. */
  facetsOfModel: readonly (readonly number[])[];
  filters: readonly FieldFilter[];
}

/**
 * One pass over the candidates: the documents passing every filter (in candidate order), and per
 * facet the counts of its values over the documents that pass every filter but the facet's own.
 * A document failing exactly one field's filter counts for that field's facet only.
 */
export function filterAndCount(input: CountInput): { matches: number[]; counts: Int32Array[] } {
  const { facets, filters, facetsOfModel } = input;
  const counts = facets.map((f) => new Int32Array(f.keys.length));
  const matches: number[] = [];
  for (const ord of input.candidates) {
    if (!input.eligible(ord)) continue;
    const model = input.modelOf(ord);
    let failed = -1;
    let failures = 0;
    for (let g = 0; g < filters.length; g++) {
      const filter = filters[g] as FieldFilter;
      const accepted = filter.accepted[model];
      if (accepted == null) continue;
      if (!(facets[filter.facet] as FacetColumn).hasAny(ord, accepted)) {
        failures++;
        failed = g;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    const own = facetsOfModel[model] as readonly number[];
    if (failures === 0) {
      matches.push(ord);
      for (const f of own) (facets[f] as FacetColumn).countInto(ord, counts[f] as Int32Array);
    } else {
      const f = (filters[failed] as FieldFilter).facet;
      if (own.includes(f)) (facets[f] as FacetColumn).countInto(ord, counts[f] as Int32Array);
    }
  }
  return { matches, counts };
}

function sortBuckets(def: FacetDef, buckets: (Bucket & { label: string })[]): void {
  const { order } = def;
  if (order === 'count') {
    buckets.sort((a, b) => b.doc_count - a.doc_count || a.label.localeCompare(b.label));
  } else if (order === 'key') {
    buckets.sort((a, b) => (String(a.key) < String(b.key) ? -1 : String(a.key) > String(b.key) ? 1 : 0));
  } else {
    const rank = (key: Bucket['key']) => {
      const i = order.indexOf(String(key));
      return i === -1 ? order.length : i;
    };
    buckets.sort((a, b) => rank(a.key) - rank(b.key) || b.doc_count - a.doc_count);
  }
}

/**
 * The aggregations of the facets that concern the models searched: buckets with a count, plus the
 * values filtered on (count 0 when nothing has them), labels where the key is not the label. A facet
 * no matching record carries and nobody filters on is left out.
 */
export function toAggregations(
  facets: readonly FacetColumn[],
  counts: readonly Int32Array[],
  filters: readonly FieldFilter[],
  scope: readonly SearchModel[],
): Aggregation[] {
  const aggregations: Aggregation[] = [];
  for (const [f, column] of facets.entries()) {
    const { def } = column;
    if (def.filterOnly) continue;
    const models = def.models.filter((m) => scope.includes(m));
    if (models.length === 0) continue;
    const filter = filters.find((x) => x.facet === f);
    const selected = filter?.selected ?? new Map<string, FilterInput['value']>();
    const buckets: (Bucket & { label: string })[] = [];
    const listed = new Set<string>();
    const countsOfFacet = counts[f] as Int32Array;
    for (let v = 0; v < column.keys.length; v++) {
      const key = column.keys[v] as FacetKey;
      const docCount = countsOfFacet[v] as number;
      if (docCount === 0 && !selected.has(keyString(key))) continue;
      listed.add(keyString(key));
      buckets.push({ key, doc_count: docCount, label: column.labels[v] ?? String(key) });
    }
    for (const [text, key] of selected) {
      if (!listed.has(text)) buckets.push({ key, doc_count: 0, label: def.label?.(text) ?? text });
    }
    if (buckets.length === 0) continue;
    sortBuckets(def, buckets);
    const labels: Record<string, string> = {};
    for (const b of buckets) if (b.label !== String(b.key)) labels[String(b.key)] = b.label;
    const model = models.length === 1 ? (models[0] as SearchModel) : null;
    aggregations.push({
      name: def.name,
      title: def.title,
      model,
      group: model ? (MODEL_GROUPS[model] ?? null) : null,
      hidden: def.onlyWithTrue === true && !buckets.some((b) => b.key === true && b.doc_count > 0),
      open: def.open || selected.size > 0,
      labels,
      buckets: buckets.map(({ key, doc_count }) => ({ key, doc_count })),
    });
  }
  return aggregations;
}
