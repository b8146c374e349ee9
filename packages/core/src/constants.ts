/** Business constants and limits of spec sections 5 and 9, in one place. */

/** Suggestions are requested once the trimmed input has at least this many characters. */
export const SUGGESTION_MIN_LENGTH = 2;
/** Delay between the last keystroke and the suggestion request, in ms. */
export const SUGGESTION_DEBOUNCE_MS = 200;
/** Delay before the suggestion list closes on blur, in ms. */
export const SUGGESTION_BLUR_DELAY_MS = 100;
/** At most this many highlight snippets are shown, joined by an ellipsis. */
export const MAX_HIGHLIGHT_SNIPPETS = 3;
/** Suggestion thumbnail size, in CSS px. */
export const SUGGESTION_THUMBNAIL_PX = 48;

/** Contributors per page. */
export const CONTRIBUTOR_PAGE_SIZE = 60;
/** Filter options per page; longer option lists are paginated. */
export const FILTER_PAGE_SIZE = 15;
/** Page buttons visible in a filter section's pager. */
export const FILTER_PAGE_BUTTONS = 5;
/** Credential types offered as filters. */
export const CREDENTIAL_FILTERS = ['innovation', 'film', 'music'] as const;

/** A toast closes itself after this many ms. */
export const TOAST_TIMEOUT_MS = 3000;
/** The analytics queue is flushed every this many ms. */
export const ANALYTICS_FLUSH_MS = 3000;

/** Words of an attendee biography shown before "Show More". */
export const BIO_PREVIEW_WORDS = 16;
/** Kiosk pages scroll to the next screen every this many ms. */
export const KIOSK_SCROLL_INTERVAL_MS = 20_000;

/** "Who's interested": people shown collapsed. */
export const INTERESTED_COLLAPSED_COUNT = 3;
/** "Who's interested": people shown after "View all". */
export const INTERESTED_EXPANDED_COUNT = 60;
/** "Who's interested": an "{n} others" entry is added only when hidden people exceed this. */
export const INTERESTED_OTHERS_THRESHOLD = 2;

/** Below this window width (px) the navigation is the mobile menu. */
export const NAV_BREAKPOINT_PX = 768;
/** Debounce of the resize fallback, in ms. */
export const RESIZE_DEBOUNCE_MS = 300;

/** Scroll memory keeps at most this many entries. */
export const SCROLL_MEMORY_MAX_ENTRIES = 50;

/** The conference year used by routes without a year. */
export const LANDING_YEAR = 2026;
