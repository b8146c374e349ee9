/** Facets are @conf/core's (packages/core/src/search/facets.ts), shared with the device's search. */
export {
  ATTENDEE_FACETS,
  CATALOG_FACETS,
  compileFilters,
  FacetColumn,
  type FacetDef,
  type FacetKey,
  type FacetValue,
  type FieldFilter,
  type FilterInput,
  type FilterProblem,
  filterAndCount,
  keyString,
  toAggregations,
} from '@conf/core';
