/**
 * The conference the site presents (education theme, landing year 2026). Shown in the hero,
 * the header and every document title.
 */
export const CONFERENCE = {
  name: 'EDU Summit 2026',
  shortName: 'EDU Summit',
  dates: 'March 9–12, 2026',
  city: 'Austin, Texas',
  tagline:
    'Four days of sessions, workshops and showcases for everyone who teaches, learns and builds the future of learning.',
} as const;
