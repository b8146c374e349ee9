/**
 * @conf/core: pure logic shared by the server, the site and @conf/ui.
 * No React, no I/O: Central Time formatting, category mapping, access badges, grouping order,
 * feature defaults, publication notes and the business constants of the spec.
 */
export {
  ARTIST_LINK_LABELS,
  ARTIST_LINK_TYPES,
  type ArtistLink,
  type ArtistLinkInput,
  type ArtistLinkType,
  isArtistLinkType,
  visibleArtistLinks,
} from './artist-links.ts';
export { type AccessBadge, accessBadges } from './badges.ts';
export {
  type CalendarEvent,
  calendarDescription,
  calendarLocation,
  googleCalendarUrl,
  outlookCalendarUrl,
} from './calendar-links.ts';
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
  suggestionRequestBody,
  termSearchHref,
  typeLabel,
} from './categories.ts';
export {
  type Clash,
  type ClashEvent,
  type ClashVenue,
  clashBetween,
  clashesOf,
  clashText,
  DETOUR_FACTOR,
  NEXT_DOOR_WALK_MINUTES,
  UNKNOWN_WALK_MINUTES,
  WALKING_METERS_PER_MINUTE,
  walkMinutes,
} from './clashes.ts';
export * from './constants.ts';
export { ASSUMED_EVENT_MINUTES, eventSpan, formatMinutes, type Span } from './durations.ts';
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
  accordionAggregations,
  credentialToggles,
  EVENT_TYPE_FILTERS,
  type EventTypeFilter,
  eventTypeFilters,
  eventTypeToggles,
  FACET_FIELDS,
  type FacetAggregation,
  type FacetBucket,
  type FilterOption,
  type FilterToggle,
  type FilterValue,
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
export {
  distanceMeters,
  EARTH_RADIUS_M,
  formatDistance,
  type GeoPoint,
  isGeoPoint,
  withinRadius,
} from './geo.ts';
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
export {
  decodeHtmlEntities,
  HIGHLIGHT_CLOSE,
  HIGHLIGHT_OPEN,
  type HighlightPart,
  highlightPlainText,
  joinHighlightSnippets,
  parseHighlight,
  SNIPPET_SEPARATOR,
} from './highlight.ts';
export {
  type ActivationEventLike,
  HIT_TYPE_LABELS,
  HIT_TYPES,
  type HitLinkFields,
  hitHref,
  isConversionActivation,
  isKnownHitType,
  type SearchConversionPayload,
  searchConversion,
} from './hits.ts';
export { capitalize, ENTITY_MODELS, type EntityModel, isEntityModel } from './models.ts';
export {
  NEXT_WINDOW_MINUTES,
  type NowNextEvent,
  type NowNextPhase,
  type NowNextVenue,
  nowAndNextByVenue,
  nowNextDays,
  nowNextPhase,
  previousDay,
} from './now-next.ts';
export { clampPage, needsPaging, pageCount, pageItems, pageWindow } from './pagination.ts';
export {
  generatedImageOf,
  hashSeed,
  IMAGE_KINDS,
  type ImageKind,
  isImageKind,
  type PlaceholderArt,
  placeholderArt,
} from './placeholder-art.ts';
export { neutralProgramme, type Programme } from './programme.ts';
export { isDuringProgramme } from './programme-days.ts';
export { type PublishNote, publishNote } from './publish.ts';
export { alphaOf, credentialTypesOf, formatAddress } from './record-derived.ts';
export {
  ATTENDEE_GROUP_HEADING,
  alphaKey,
  FEATURED_GROUP_HEADING,
  groupResultsAlphabetically,
  groupResultsByDate,
  groupResultsByModel,
  NON_LETTER_ALPHA,
  type ResultGroup,
  type ResultGrouping,
  UNDATED_GROUP_HEADING,
} from './result-groups.ts';
export * from './routes.ts';
// Search text matching and type-ahead suggestions: the server's index and the device's (issue 15 item 4).
export * from './search/best-of-each-type.ts';
export * from './search/corpus.ts';
export * from './search/documents.ts';
export * from './search/facets.ts';
export * from './search/favorites-corpus.ts';
export * from './search/full-search.ts';
export * from './search/highlight.ts';
export * from './search/letter-pages.ts';
export * from './search/match.ts';
export * from './search/models.ts';
export * from './search/normalize.ts';
export * from './search/postings.ts';
export * from './search/rank.ts';
export * from './search/snapshot-rows.ts';
export * from './search/suggest.ts';
export * from './search/suggestion-index.ts';
export * from './search/typo.ts';
export {
  EVENT_STATUS_LABELS,
  isStatusCode,
  isVenueMessage,
  NO_EVENT_STATUS,
  STATUS_CODES,
  type StatusCode,
  VENUE_MESSAGES,
  type VenueMessage,
  venueMessageLabel,
} from './statuses.ts';
export { type TextPreview, textParagraphs, wordPreview } from './text.ts';
export {
  formatCalendarDay,
  formatEventDate,
  formatEventTime,
  formatEventTimeRange,
  RANGE_SEPARATOR,
  shiftDay,
  zonedDateKey,
} from './time.ts';
export {
  dayStart,
  programmeDayList,
  type TimeGridEvent,
  type TimeGridLayout,
  type TimeGridPlacement,
  type TimeGridRoom,
  type TimeGridSlot,
  type TimeGridSlotMinutes,
  timeGridLayout,
  timeGridNowRow,
} from './time-grid.ts';
export { type DateInput, isTimeZone, timeZoneLabel, timeZoneName, UTC_TIME_ZONE } from './zone-names.ts';
export { isoInZone, zonedIso } from './zoned-iso.ts';
