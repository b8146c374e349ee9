/**
 * @conf/ui: accessible, headless React components for the conference schedule, built on
 * react-aria-components. Every component works unstyled; import `@conf/ui/theme.css` for the
 * education theme. Components never fetch: they take data and callbacks.
 *
 * @packageDocumentation
 */

/** A contributor's About section: From, Genre and Subgenre for artists, then the biography as plain text. */
export { AboutSection, type AboutSectionProps } from './components/AboutSection/index.ts';
/** Activity time and date, access badges and event type, in the programme's zone and the spec's wording. */
export { AccessBadges, type AccessBadgesProps } from './components/AccessBadges/index.ts';
/** An A–Z jump list for alphabetical lists: links to letter anchors, letters without entries disabled. */
export {
  ALPHA_NAV_LETTERS,
  AlphaNav,
  type AlphaNavProps,
  alphaAnchorId,
  OTHER_LETTER_LABEL,
} from './components/AlphaNav/index.ts';
/** Artist Links: an icon link per link type (blank and non-web links dropped), each with an accessible name. */
export { ArtistLinks, type ArtistLinksProps } from './components/ArtistLinks/index.ts';
/** An attendee biography: a 16-word preview with Show More / Show Less (react-aria `Disclosure`). */
export { AttendeeBio, type AttendeeBioProps } from './components/AttendeeBio/index.ts';
/** A short inline label (count, status, "Featured"), coloured by `tone`. */
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/index.ts';
/** A pressable button with `primary`, `secondary` and `ghost` variants. */
export { Button, type ButtonProps, type ButtonVariant } from './components/Button/index.ts';
/** A surface grouping one item: result tile, detail panel; optional event-type accent. */
export { Card, type CardProps } from './components/Card/index.ts';
/** The category tab selector (Contributors, Attendees, Brands, Venues by default), optionally as links. */
export {
  type CategoryTab,
  CategoryTabs,
  type CategoryTabsProps,
  DEFAULT_CATEGORY_TABS,
} from './components/CategoryTabs/index.ts';
/** A favorite event's clashes with other favorites, each with a button that removes the other one. */
export { ClashWarning, type ClashWarningProps, clashWarningTitle } from './components/ClashWarning/index.ts';
/** Centred, width-limited page content. */
export { Container, type ContainerProps, type ContainerSize } from './components/Container/index.ts';
/** A titled section of a detail page, named by its heading. */
export { ContentSection, type ContentSectionProps } from './components/ContentSection/index.ts';
/** Genre and Hometown of an artist, or Title and Company of a person. */
export {
  ContributorFacts,
  type ContributorFactsProps,
  type ContributorLike,
} from './components/ContributorFacts/index.ts';
/** The messages in place of results: nothing matched, stay tuned, or a search prompt. */
export {
  EmptyResults,
  type EmptyResultsProps,
  type EmptyResultsReason,
  NO_MATCH_MESSAGE,
  SEARCH_PROMPT_MESSAGE,
  STAY_TUNED_MESSAGE,
} from './components/EmptyResults/index.ts';
/** The room-door screen: the event in the room now (or next), its live status and a QR code of its page. */
export {
  ENGAGE_NOTHING_MESSAGE,
  ENGAGE_QR_CAPTION,
  EngagePanel,
  type EngagePanelProps,
} from './components/EngagePanel/index.ts';
/** "We encountered an error!" with the error message. */
export { ERROR_TITLE, ErrorMessage, type ErrorMessageProps } from './components/ErrorMessage/index.ts';
/** A read-only board of upcoming events with live statuses, for kiosk and signage screens. */
export {
  BOARD_EMPTY_MESSAGE,
  type BoardEvent,
  EventBoard,
  type EventBoardProps,
} from './components/EventBoard/index.ts';
/** A date in the programme's zone (`Mar 9, 2026`) in a `<time>` element. */
export { EventDate, type EventDateProps } from './components/EventDate/index.ts';
/** "Events featuring {name}": a contributor's events in time order with type, date, time and venue. */
export {
  EventsFeaturing,
  type EventsFeaturingProps,
  type FeaturedEvent,
} from './components/EventsFeaturing/index.ts';
/** An event's time range in the programme's zone (`9:30AM–10:30AM CT`) in a `<time>` element. */
export { EventTime, type EventTimeProps } from './components/EventTime/index.ts';
/** The event type label (panel shown as Session) with its accent in `data-accent`. */
export { EventTypeTag, type EventTypeTagProps } from './components/EventTypeTag/index.ts';
/** Labelled facts as a description list, empty values skipped. */
export { type Fact, FactList, type FactListProps } from './components/FactList/index.ts';
/** An image that falls back to a placeholder when it does not load, never a broken-image icon. */
export { FallbackImage, type FallbackImageProps } from './components/FallbackImage/index.ts';
/**
 * The Favorite / Favorited toggle (react-aria `ToggleButton`): optimistic, busy while saving, rolled
 * back with a message on failure; for visitors a sign-in tooltip and the sign-in dialog.
 * `useFavorite` is the one owner of that optimistic state, for embedders who draw their own toggle;
 * with a `FavoritesProvider`, `useFavorite(hit)` and `<FavoriteButton item={hit} />` take the state,
 * the saving and the sign-in (an embed's popup) from it.
 */
export {
  FAVORITE_ERROR_MESSAGE,
  FavoriteButton,
  type FavoriteButtonProps,
  type FavoriteEventLike,
  type FavoriteItem,
  type FavoriteItemLike,
  type FavoriteItemType,
  type FavoriteKind,
  type FavoriteSource,
  type FavoriteState,
  FavoritesProvider,
  type FavoritesProviderProps,
  favoriteItemOf,
  favoriteItemType,
  favoriteLabel,
  type ItemFavoriteState,
  type ProvidedFavoriteButtonProps,
  SIGN_IN_TOOLTIP,
  type UseFavoriteOptions,
  useFavorite,
  useFavoriteSource,
} from './components/FavoriteButton/index.ts';
/**
 * The search page's filter sidebar: search box, Clear All, result count, Event Type and Credential Type
 * buttons, and accordion sections whose options page 15 at a time. Filters and term are controlled.
 */
export { FilterSidebar, type FilterSidebarProps } from './components/FilterSidebar/index.ts';
/** Search highlight markup rendered as text with `<mark>`ed matches, never as HTML. */
export { HighlightedText, type HighlightedTextProps } from './components/HighlightedText/index.ts';
/** "Who's interested": people who favorited an item, in random order, 3 then up to 60 with View all. */
export {
  canViewAll,
  INTERESTED_DEFAULT_TITLE,
  INTERESTED_ERROR_MESSAGE,
  type InterestedEntry,
  type InterestedResponse,
  type InterestedUser,
  InterestedWidget,
  type InterestedWidgetProps,
  interestedEntries,
  interestedName,
  othersCount,
  shuffleRandomly,
  visibleEntries,
} from './components/InterestedWidget/index.ts';
/** Links (router-aware through `UIRouterProvider`) and links that look like buttons. */
export {
  Link,
  LinkButton,
  type LinkButtonProps,
  type LinkProps,
  UIRouterProvider,
} from './components/Link/index.ts';
/** A modal dialog with a title and a close button; traps focus and returns it on close. */
export { Modal, type ModalProps } from './components/Modal/index.ts';
/**
 * The primary navigation menu: a toggle, submenus one at a time, Escape back to the toggle, outside
 * clicks closing it below 768 px, submenus regrouped into prominent and normal entries from 768 px.
 */
export {
  groupByProminence,
  type NavItem,
  type NavLinkItem,
  NavMenu,
  type NavMenuProps,
  type NavSubmenuItem,
  useMinWidth,
} from './components/NavMenu/index.ts';
/** The page-not-found screen with a support mail link naming the url. */
export {
  type HeadingLevel,
  NOT_FOUND_MESSAGE,
  NotFound,
  type NotFoundProps,
  supportMailtoHref,
} from './components/NotFound/index.ts';
/** The frame of a page: skip link, header, main and footer landmarks. */
export { PageShell, type PageShellProps } from './components/PageShell/index.ts';
export { PlaceholderArt, type PlaceholderArtProps } from './components/PlaceholderArt/index.ts';
export {
  ProductUrlProvider,
  type ProductUrlProviderProps,
  productUrl,
  useProductBaseUrl,
  useProductUrl,
} from './components/ProductUrl/index.ts';
/** What an artist is seeking, as "Seeking: A, B". */
export {
  ProfessionalConnections,
  type ProfessionalConnectionsProps,
} from './components/ProfessionalConnections/index.ts';
/** The RSVP and SXXPress dialogs (one core): sign-in, offered, full, held, pending and failure states. */
export {
  EVENT_FULL_TEXT,
  type KindModalProps,
  openedEventName,
  openedPayload,
  RESERVATION_TEXT,
  type ReservationKind,
  ReservationModal,
  type ReservationModalProps,
  type ReservationOffer,
  type ReservationOpenedEvent,
  type ReservationText,
  type ReservationView,
  RsvpModal,
  type RsvpOpenedPayload,
  reservationRemainingText,
  reservationStatusText,
  reservationView,
  SxxpressModal,
  type SxxpressOpenedPayload,
} from './components/ReservationModal/index.ts';
/** Results grouped by model, alphabetically (Featured first) or by date, with the empty-result message. */
export { groupHits, ResultGroups, type ResultGroupsProps } from './components/ResultGroups/index.ts';
/**
 * A result tile for every hit type, inside an error boundary; reports conversion-worthy activations
 * of its link and takes an actions slot.
 */
export {
  RESULT_ERROR_MESSAGE,
  ResultTile,
  type ResultTileProps,
  type SearchHitLike,
} from './components/ResultTile/index.ts';
/** Share: the native share sheet where there is one, else the share dialog. */
export { ShareButton, type ShareButtonProps, type ShareData } from './components/ShareButton/index.ts';
/** The share dialog: the link, Copy link with its toast, the social widget loaded once on first show. */
export {
  COPY_FAILED_MESSAGE,
  LINK_COPIED_MESSAGE,
  loadSocialWidget,
  ShareModal,
  type ShareModalProps,
  SOCIAL_WIDGET_ATTRIBUTE,
} from './components/ShareModal/index.ts';
/** The sign-in prompt "Start favoriting events": Log in or Stay logged out. */
export {
  SIGN_IN_TITLE,
  type SignInAction,
  SignInDialog,
  type SignInDialogProps,
  signInFailureMessage,
} from './components/SignInDialog/index.ts';
/** A link that lets keyboard users jump to the main content. */
export { SkipLink, type SkipLinkProps } from './components/SkipLink/index.ts';
/** Lays children out in a row or column with an even gap. */
export { Stack, type StackGap, type StackProps } from './components/Stack/index.ts';
/** An event's live status in words (with its colour) and the venue message. */
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge/index.ts';
/**
 * Venue staff's live status selectors of one event: Status and Venue message selects; a change shows
 * as pending, then the server's answer; a failure shows its message and restores the value.
 */
export {
  type EventStatusChange,
  type EventStatusPair,
  StatusSelectors,
  type StatusSelectorsProps,
} from './components/StatusSelectors/index.ts';
/**
 * The search box with suggestions: a combobox in a real search form, suggestions from 2 characters
 * (debounced, cached per text and category), categories switched with Left/Right, a term row.
 */
export {
  SUGGESTION_CATEGORIES,
  SUGGESTION_ERROR_MESSAGE,
  type Suggestion,
  type SuggestionCache,
  type SuggestionCategory,
  SuggestionSearch,
  type SuggestionSearchProps,
} from './components/SuggestionSearch/index.ts';
/** A day of the programme as an ARIA grid of rooms × times, keyboard-navigable, with a "now" line. */
export {
  TimeGrid,
  type TimeGridItem,
  type TimeGridProps,
} from './components/TimeGrid/index.ts';
/**
 * The programme's zone for every time and date shown inside it (`useTimeZone` reads it); without a
 * provider, components format in UTC.
 */
export {
  TimeZoneProvider,
  type TimeZoneProviderProps,
  useTimeZone,
} from './components/TimeZoneProvider/index.ts';
/** Toast notifications: a queue, its region, and `useToast()` under a `ToastProvider`; 3 s by default. */
export {
  createToastQueue,
  type ShowToastOptions,
  showToast,
  type ToastApi,
  type ToastMessage,
  ToastProvider,
  type ToastProviderProps,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  useToast,
} from './components/Toast/index.ts';
/** A contributor's type (Artist, Speaker) linking to the contributor list filtered on it. */
export { contributorTypeHref, TypeTag, type TypeTagProps } from './components/TypeTag/index.ts';
/** "Update available" with Reload and Later: a polite status shown when a new site version waits. */
export { UpdatePrompt, type UpdatePromptProps } from './components/UpdatePrompt/index.ts';
/** The header's user menu: links, actions and a sign-out form POST; closes on a choice as react-aria menus do. */
export { UserMenu, type UserMenuItem, type UserMenuProps } from './components/UserMenu/index.ts';
/** A value one paint late: what can wait a frame follows in a transition once the browser has painted. */
export { useAfterPaint } from './internal/useAfterPaint.ts';
/** Hides content visually while keeping it for screen readers (react-aria's styles, a plain element). */
export { VisuallyHidden, type VisuallyHiddenProps } from './internal/VisuallyHidden.tsx';
