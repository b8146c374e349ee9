import { CREDENTIAL_FILTERS } from './constants.ts';
import { eventTypeLabel } from './grouping.ts';
import { capitalize } from './models.ts';
import { formatCalendarDay } from './time.ts';

/**
 * Search filters and the facets (aggregations) they come from (spec sections 3, 5 and 9): the label
 * rules, which facets the filter sidebar shows, and how a filter list changes when an option is
 * toggled. Shared by the server (which counts the facets) and the sidebar (which shows them).
 */

/** A filter value as the contract carries it. */
export type FilterValue = string | number | boolean;

/**
 * One filter: a field and one accepted value (OR within a field, AND across fields). The contract's
 * `Filter` may also name `models`; such filters pass through these functions unchanged.
 */
export interface SearchFilter {
  field: string;
  value: FilterValue;
}

/** One facet value with the number of matching records. */
export interface FacetBucket {
  key: FilterValue;
  doc_count: number;
}

/** One facet of a search result (the contract's `Aggregation`). */
export interface FacetAggregation {
  /** The field filtered on (a filter's `field`). */
  name: string;
  title: string;
  hidden: boolean;
  /** Display label per bucket key; the raw key is shown when missing. */
  labels: Readonly<Record<string, string>>;
  buckets: readonly FacetBucket[];
  open?: boolean;
  model?: string | null;
  group?: string | null;
}

/** Facet names with a rule of their own. */
export const FACET_FIELDS = {
  /** The event type, filtered with the Event Type buttons (the programme's types). */
  eventType: 'event_type',
  /** Badge types of an event; the sidebar offers {@link CREDENTIAL_FILTERS}. */
  credentialTypes: 'credential_types',
  /** Whether an event gives a CPE credit; buckets are keyed `true` / `false`. */
  cpeCredit: 'cpe_credit',
  /** The festival day (`yyyy-MM-dd`), shown as a date. */
  date: 'date',
} as const;

/** One Event Type button and the `event_type` values it stands for. */
export interface EventTypeFilter {
  label: string;
  values: readonly string[];
}

/**
 * The Event Type buttons of a programme's `event_type` values, in their order: values with the same
 * label (`panel` and `session` are both a Session) share one button.
 */
export function eventTypeFilters(types: readonly string[]): EventTypeFilter[] {
  const byLabel = new Map<string, string[]>();
  for (const type of types) {
    const label = eventTypeLabel(type);
    if (label === '') continue;
    const values = byLabel.get(label);
    if (values) {
      if (!values.includes(type)) values.push(type);
    } else byLabel.set(label, [type]);
  }
  return [...byLabel.entries()].map(([label, values]) => ({ label, values }));
}

/** The demo programme's Event Type buttons and the `event_type` values each one stands for (spec section 9 labels). */
export const EVENT_TYPE_FILTERS: readonly { label: string; values: readonly string[] }[] = [
  { label: 'Screening', values: ['screening'] },
  { label: 'Showcase', values: ['showcase', 'showcase_presenter'] },
  { label: 'Session', values: ['session', 'panel'] },
];

/** Whether two filter values are the same (`true` and `'true'` are, as a query string carries text). */
export function sameFilterValue(a: FilterValue, b: FilterValue): boolean {
  return String(a) === String(b);
}

/** Whether the filters hold `field` = `value`. */
export function hasFilter(filters: readonly SearchFilter[], field: string, value: FilterValue): boolean {
  return filters.some((filter) => filter.field === field && sameFilterValue(filter.value, value));
}

/** The values the filters hold for one field, in order. */
export function filterValuesFor(filters: readonly SearchFilter[], field: string): FilterValue[] {
  return filters.filter((filter) => filter.field === field).map((filter) => filter.value);
}

/**
 * The filters with exactly `values` for `field`: other fields keep their filters and order; the
 * field's filters are replaced (appended at the end). Duplicate values are dropped.
 */
export function setFilterValues(
  filters: readonly SearchFilter[],
  field: string,
  values: readonly FilterValue[],
): SearchFilter[] {
  const others = filters.filter((filter) => filter.field !== field);
  const unique = values.filter(
    (value, i) => values.findIndex((other) => sameFilterValue(other, value)) === i,
  );
  return [...others, ...unique.map((value) => ({ field, value }))];
}

/**
 * Toggles a group of values of one field: when any of them is set they are all removed, otherwise
 * they are all added (the Event Type buttons stand for several values; a single option is one value).
 */
export function toggleFilterValues(
  filters: readonly SearchFilter[],
  field: string,
  values: readonly FilterValue[],
): SearchFilter[] {
  const isOn = values.some((value) => hasFilter(filters, field, value));
  if (isOn) {
    return filters.filter(
      (filter) => filter.field !== field || !values.some((value) => sameFilterValue(value, filter.value)),
    );
  }
  return [
    ...filters,
    ...values.filter((value) => !hasFilter(filters, field, value)).map((value) => ({ field, value })),
  ];
}

/**
 * The label of one facet value (spec section 5): the date facet shows the date (`Mar 9, 2026`);
 * other facets use the aggregation's `labels`, or the raw value.
 */
export function filterOptionLabel(
  aggregation: Pick<FacetAggregation, 'name' | 'labels'>,
  key: FilterValue,
): string {
  const raw = String(key);
  if (aggregation.name === FACET_FIELDS.date) return formatCalendarDay(raw) || raw;
  return Object.hasOwn(aggregation.labels, raw) ? (aggregation.labels[raw] as string) : raw;
}

/**
 * Whether a facet is shown at all (spec section 5): never when hidden or empty; the `cpe_credit`
 * facet only when it has a bucket keyed `true`.
 */
export function isAggregationShown(aggregation: FacetAggregation): boolean {
  if (aggregation.hidden || aggregation.buckets.length === 0) return false;
  if (aggregation.name === FACET_FIELDS.cpeCredit) {
    return aggregation.buckets.some((bucket) => sameFilterValue(bucket.key, true));
  }
  return true;
}

/** One option of a facet as the sidebar lists it. */
export interface FilterOption {
  value: FilterValue;
  label: string;
  count: number;
  selected: boolean;
}

/**
 * The options of a facet: its buckets in the server's order, then any selected value the buckets
 * no longer hold (count 0), so a chosen filter can always be undone.
 */
export function filterOptions(
  aggregation: FacetAggregation,
  filters: readonly SearchFilter[],
): FilterOption[] {
  const options = aggregation.buckets.map((bucket) => ({
    value: bucket.key,
    label: filterOptionLabel(aggregation, bucket.key),
    count: bucket.doc_count,
    selected: hasFilter(filters, aggregation.name, bucket.key),
  }));
  const missing = filterValuesFor(filters, aggregation.name).filter(
    (value) => !aggregation.buckets.some((bucket) => sameFilterValue(bucket.key, value)),
  );
  return [
    ...options,
    ...missing.map((value) => ({
      value,
      label: filterOptionLabel(aggregation, value),
      count: 0,
      selected: true,
    })),
  ];
}

/** A button that stands for one or more values of a field, with the sum of their counts. */
export interface FilterToggle {
  field: string;
  label: string;
  values: readonly FilterValue[];
  count: number;
  selected: boolean;
}

function bucketCount(aggregation: FacetAggregation | undefined, values: readonly FilterValue[]): number {
  return (aggregation?.buckets ?? [])
    .filter((bucket) => values.some((value) => sameFilterValue(value, bucket.key)))
    .reduce((sum, bucket) => sum + bucket.doc_count, 0);
}

function findAggregation(
  aggregations: readonly FacetAggregation[],
  name: string,
): FacetAggregation | undefined {
  return aggregations.find((aggregation) => aggregation.name === name);
}

/**
 * The Event Type buttons of the programme: `offered` (its event types, e.g. Screening, Showcase,
 * Session for the demo, Talk and Workshop for a FOSDEM), else one button per type the facet's
 * buckets hold, plus any type filtered on. `[]` when the result has no visible event type facet and no event type filter is set.
 */
export function eventTypeToggles(
  aggregations: readonly FacetAggregation[],
  filters: readonly SearchFilter[],
  offered?: readonly string[] | null,
): FilterToggle[] {
  const field = FACET_FIELDS.eventType;
  const aggregation = findAggregation(aggregations, field);
  const hasFacet = aggregation !== undefined && !aggregation.hidden;
  if (!hasFacet && filterValuesFor(filters, field).length === 0) return [];
  const known =
    offered && offered.length > 0
      ? offered
      : (aggregation?.buckets ?? []).map((bucket) => String(bucket.key));
  // A type filtered on stays offered, so that it can be undone.
  const types = [...known, ...filterValuesFor(filters, field).map(String)];
  return eventTypeFilters(types).map(({ label, values }) => ({
    field,
    label,
    values,
    count: bucketCount(aggregation, values),
    selected: values.some((value) => hasFilter(filters, field, value)),
  }));
}

/**
 * The Credential Type buttons: innovation, film and music (spec section 9) from the credential facet,
 * labelled by its `labels` or capitalised, and CPE Credit when the `cpe_credit` facet is shown.
 * `[]` when neither facet is there and no such filter is set.
 */
export function credentialToggles(
  aggregations: readonly FacetAggregation[],
  filters: readonly SearchFilter[],
): FilterToggle[] {
  const field = FACET_FIELDS.credentialTypes;
  const credentials = findAggregation(aggregations, field);
  const toggles: FilterToggle[] = [];
  if ((credentials && !credentials.hidden) || filterValuesFor(filters, field).length > 0) {
    for (const value of CREDENTIAL_FILTERS) {
      toggles.push({
        field,
        label: credentials?.labels[value] ?? capitalize(value),
        values: [value],
        count: bucketCount(credentials, [value]),
        selected: hasFilter(filters, field, value),
      });
    }
  }
  const cpe = findAggregation(aggregations, FACET_FIELDS.cpeCredit);
  if ((cpe && isAggregationShown(cpe)) || hasFilter(filters, FACET_FIELDS.cpeCredit, true)) {
    toggles.push({
      field: FACET_FIELDS.cpeCredit,
      label: cpe?.labels.true ?? cpe?.title ?? 'CPE Credit',
      values: [true],
      count: bucketCount(cpe, [true]),
      selected: hasFilter(filters, FACET_FIELDS.cpeCredit, true),
    });
  }
  return toggles;
}

const OWN_SECTIONS: ReadonlySet<string> = new Set([
  FACET_FIELDS.eventType,
  FACET_FIELDS.credentialTypes,
  FACET_FIELDS.cpeCredit,
]);

/**
 * The facets listed as accordion sections: every shown facet except event type and credentials,
 * which have sections of their own. A visible facet that lost its buckets stays while one of its
 * values is selected, so that the filter can be undone.
 */
export function accordionAggregations(
  aggregations: readonly FacetAggregation[],
  filters: readonly SearchFilter[] = [],
): FacetAggregation[] {
  return aggregations.filter(
    (aggregation) =>
      !OWN_SECTIONS.has(aggregation.name) &&
      (isAggregationShown(aggregation) ||
        (!aggregation.hidden && filterValuesFor(filters, aggregation.name).length > 0)),
  );
}

/**
 * One formatter for every count shown: `toLocaleString('en-US')` builds a new one on each call,
 * about 30 µs, and a search renders a count for each of the sidebar's 80-odd options.
 */
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** A count as the product shows it: `1,234`. */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}

/** The result count line: `1 result`, `1,234 results`. */
export function resultCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'result' : 'results'}`;
}
