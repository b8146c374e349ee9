import type { components } from './schema.ts';

/** Short names for the contract's schemas (openapi.yaml `components.schemas`). */
type Schemas = components['schemas'];

export type Event = Schemas['Event'];
export type EventContributor = Schemas['EventContributor'];
export type EventVenue = Schemas['EventVenue'];
export type Contributor = Schemas['Contributor'];
export type ContributorEvent = Schemas['ContributorEvent'];
export type Film = Schemas['Film'];
export type Organization = Schemas['Organization'];
export type Brand = Schemas['Brand'];
export type Exhibitor = Schemas['Exhibitor'];
export type MusicFestPresenter = Schemas['MusicFestPresenter'];
export type Venue = Schemas['Venue'];
export type VenueRef = Schemas['VenueRef'];
export type Attendee = Schemas['Attendee'];
export type Link = Schemas['Link'];
export type LinkType = Schemas['LinkType'];
export type CredentialType = Schemas['CredentialType'];
export type ImageKind = Schemas['ImageKind'];

export type SearchModel = Schemas['SearchModel'];
export type SearchSuggestion = Schemas['SearchSuggestion'];
export type ServerSuggestion = Schemas['ServerSuggestion'];
export type EventSuggestion = Schemas['EventSuggestion'];
export type EntitySuggestion = Schemas['EntitySuggestion'];
export type TermSuggestion = Schemas['TermSuggestion'];
export type SuggestionRequest = Schemas['SuggestionRequest'];
export type Highlight = Schemas['Highlight'];
export type SearchRequest = Schemas['SearchRequest'];
export type AttendeeSearchRequest = Schemas['AttendeeSearchRequest'];
export type FavoriteSearchRequest = Schemas['FavoriteSearchRequest'];
export type SearchConversion = Schemas['SearchConversion'];
export type SearchResult = Schemas['SearchResult'];
export type LetterPage = Schemas['LetterPage'];
export type SearchHit = Schemas['SearchHit'];
export type EventHit = Schemas['EventHit'];
export type ContributorHit = Schemas['ContributorHit'];
export type OrganizationHit = Schemas['OrganizationHit'];
export type VenueHit = Schemas['VenueHit'];
export type AttendeeHit = Schemas['AttendeeHit'];
/** The `_source` of each kind of hit: what its result tile shows. */
export type EventHitSource = Schemas['EventHitSource'];
export type ContributorHitSource = Schemas['ContributorHitSource'];
export type OrganizationHitSource = Schemas['OrganizationHitSource'];
export type VenueHitSource = Schemas['VenueHitSource'];
export type AttendeeHitSource = Schemas['AttendeeHitSource'];
export type Aggregation = Schemas['Aggregation'];
export type Bucket = Schemas['Bucket'];
export type Filter = Schemas['Filter'];
export type Grouping = Schemas['Grouping'];

export type Favorite = Schemas['Favorite'];
export type FavoriteType = Schemas['FavoriteType'];
export type FavoriteRemoved = Schemas['FavoriteRemoved'];
export type FavoriteListLegacy = Schemas['FavoriteListLegacy'];
export type InterestedResponse = Schemas['InterestedResponse'];
export type InterestedPerson = Schemas['InterestedPerson'];

export type EventStatus = Schemas['EventStatus'];
export type EventStatusValue = Schemas['EventStatusValue'];
export type EventStatusUpdate = Schemas['EventStatusUpdate'];
export type StatusCode = Schemas['StatusCode'];
export type VenueMessage = Schemas['VenueMessage'];

export type FeatureFlags = Schemas['FeatureFlags'];
export type CurrentUser = Schemas['CurrentUser'];
export type Role = Schemas['Role'];
export type AnalyticsEvent = Schemas['AnalyticsEvent'];
export type AnalyticsBatch = Schemas['AnalyticsBatch'];
export type Reservation = Schemas['Reservation'];
export type ReservationKind = Schemas['ReservationKind'];
export type ReservationState = Schemas['ReservationState'];
export type ImportFormat = Schemas['ImportFormat'];
export type ImportRequest = Schemas['ImportRequest'];
export type ImportReport = Schemas['ImportReport'];
export type Health = Schemas['Health'];
/** A year's programme settings as GET /api/web/{year}/programme answers them (`Programme` in @conf/core is the part the pages read). */
export type ProgrammeBody = Schemas['Programme'];
/** A year's published programme in compact form, for the device (GET /api/web/{year}/schedule-snapshot). */
export type ScheduleSnapshot = Schemas['ScheduleSnapshot'];
export type SnapshotEvent = Schemas['SnapshotEvent'];
export type SnapshotContributor = Schemas['SnapshotContributor'];
export type SnapshotOrganization = Schemas['SnapshotOrganization'];
export type SnapshotVenue = Schemas['SnapshotVenue'];

/** The one JSON error body (named so as not to shadow the global `Error`). */
export type ApiErrorBody = Schemas['Error'];
export type ApiErrorDetail = Schemas['ErrorDetail'];
