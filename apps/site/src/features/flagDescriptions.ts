import type { FeatureFlag } from '@conf/core';

/** How the admin page names a flag: a short label and one line on what turning it on does. */
export interface FlagDescription {
  label: string;
  description: string;
}

/**
 * Every flag of spec section 3, in words for the admin page (docs/operations.md "What each feature flag
 * switches in the site"). A record over the flags, so a new flag without words fails the type check.
 */
export const FLAG_DESCRIPTIONS: Readonly<Record<FeatureFlag, FlagDescription>> = {
  alphanav: {
    label: 'A–Z jump list',
    description:
      'Shows an A–Z jump list over alphabetical lists (contributors By Name, searches grouped A–Z).',
  },
  attendee_directory: {
    label: 'Attendee directory',
    description:
      'Opens /attendees, the attendee pages and the Attendees search tab; off, they are not found.',
  },
  dashboard: {
    label: 'Dashboard',
    description: 'Opens /dashboard: a signed-in user’s next favorited events of the day, with live statuses.',
  },
  filters: {
    label: 'Search filters',
    description: 'Shows the filter sidebar on search pages; off, only the search box.',
  },
  filter_counts: {
    label: 'Filter counts',
    description: 'Shows how many results each option of the filter sidebar has.',
  },
  nearby: {
    label: 'Events nearby',
    description: 'Opens /nearby: events starting within 2 hours at venues within 1 km of a chosen venue.',
  },
  pagination: {
    label: 'Pagination',
    description: 'Splits results into pages of 60 with a pager; off, one list with “Show more”.',
  },
  preview_mode: {
    label: 'Preview mode',
    description: 'Lets staff and admin searches include records that are not published yet.',
  },
  venues: {
    label: 'Venues',
    description: 'Opens /venues, the venue pages, venue links and the Venues search tab.',
  },
};
