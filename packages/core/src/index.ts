/**
 * @conf/core: pure logic shared by the server, the site and @conf/ui.
 * No React, no I/O: Central Time formatting, category mapping, access badges, grouping order,
 * feature defaults, publication notes and the business constants of the spec.
 */
export { type AccessBadge, accessBadges } from './badges.ts';
export {
  CATEGORY_IDS,
  CATEGORY_LABELS,
  CATEGORY_MODELS,
  type CategoryId,
  isCategoryId,
  type SuggestionLinkFields,
  type SuggestionType,
  suggestionHref,
  suggestionModelsParam,
  termSearchHref,
  typeLabel,
} from './categories.ts';
export * from './constants.ts';
export {
  DEFAULT_FEATURES,
  FEATURE_CACHE_MS,
  FEATURE_FLAGS,
  type FeatureFlag,
  type Features,
  isFeatureCacheFresh,
  resolveFeatures,
} from './features.ts';
export {
  accentForEventType,
  EVENT_ACCENTS,
  type EventAccent,
  eventTypeLabel,
  type GroupedItems,
  groupByModel,
  MODEL_GROUP_ORDER,
  MODEL_GROUPS,
  type ModelGroup,
  modelGroup,
} from './grouping.ts';
export { capitalize, ENTITY_MODELS, type EntityModel, isEntityModel } from './models.ts';
export { type PublishNote, publishNote } from './publish.ts';
export * from './routes.ts';
export {
  chicagoDateKey,
  type DateInput,
  formatEventDate,
  formatEventTime,
  formatEventTimeRange,
  RANGE_SEPARATOR,
  TIME_ZONE,
  TIME_ZONE_LABEL,
} from './time.ts';
