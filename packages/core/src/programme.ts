/**
 * A programme as every part of the product shows it: what the server stores per year (table
 * `programmes`, written by the import or the demo seed) and hands to the site in the page's config.
 * The one description of those settings; the server adds its theme (ProgrammeSettings), the site
 * reads them from the page (apps/site/src/programme.ts).
 */
export interface Programme {
  year: number;
  name: string;
  shortName: string;
  /** `yyyy-MM-dd`, or `null` when unknown. */
  firstDay: string | null;
  lastDay: string | null;
  city: string | null;
  /** IANA zone every time is shown in. */
  timeZone: string;
  tagline: string | null;
  /** `event_type` values the Event Type filter offers, in order (`[]`: the data's own). */
  eventTypes: string[];
}
