import type { components } from '@conf/contract';
import { UTC_TIME_ZONE } from './zone-names.ts';

/**
 * A programme as every part of the product shows it: what the server stores per year (table
 * `programmes`, written by the import or the demo seed) and hands to the site in the page's config
 * and in `GET /api/web/{year}/programme`. The contract's `Programme` without its theme (the server's
 * ProgrammeSettings adds it) and `stored` (a property of one answer, not of the settings).
 */
export type Programme = Omit<components['schemas']['Programme'], 'theme' | 'stored'>;

/**
 * What a year without settings shows, on the server and in the site alike: a neutral name, UTC, no
 * days, no event types; never another year's programme.
 */
export function neutralProgramme(year: number): Programme {
  return {
    year,
    name: `Programme ${year}`,
    shortName: 'Programme',
    firstDay: null,
    lastDay: null,
    city: null,
    timeZone: UTC_TIME_ZONE,
    tagline: null,
    eventTypes: [],
  };
}
