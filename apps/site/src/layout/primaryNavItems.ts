import { type Features, yearPath } from '@conf/core';
import type { NavItem, NavLinkItem, NavSubmenuItem } from '@conf/ui';

/** What the site's menu depends on. */
export interface PrimaryNavContext {
  /** The landing year: My Favorites (favorites belong to it) and, on a yearless address, the people lists. */
  year: number;
  /**
   * The year the address names (`/2019/…`), if any: the schedule and people entries then stay in
   * that year's programme; undefined on a yearless address.
   */
  linkYear?: number | undefined;
  features: Features;
  signedIn: boolean;
  theme: 'education' | 'festival';
}

function submenu(id: string, label: string, children: (NavLinkItem | false)[]): NavSubmenuItem | null {
  const shown = children.filter((child): child is NavLinkItem => child !== false);
  return shown.length === 0 ? null : { id, label, children: shown };
}

/**
 * The entries of the site's primary navigation (spec section 2 routes): Schedule (Full Schedule,
 * Search, Venues, Nearby), People (Speakers, Contributors, Artists, Attendee Directory) and, for
 * signed-in users, My Conference (My Favorites, Dashboard). Entries of a feature that is off are
 * left out (venues, nearby, attendee_directory, dashboard), and so is an empty submenu.
 * Prominent entries (large links at wide widths): Full Schedule and Search; Speakers in the
 * education theme, Artists in the festival theme; My Favorites.
 *
 * On another year's address (`/2019/…`) the schedule and people entries keep that year, so that
 * browsing an archived or imported programme stays in it; My Conference and the attendee directory
 * are the landing year's (favorites and attendees belong to it), so they keep their own addresses.
 */
export function primaryNavItems({ year, linkYear, features, signedIn, theme }: PrimaryNavContext): NavItem[] {
  const education = theme === 'education';
  const peopleYear = linkYear ?? year;
  const items = [
    submenu('schedule', 'Schedule', [
      {
        id: 'full-schedule',
        label: 'Full Schedule',
        href: yearPath(linkYear, '/search/event'),
        prominent: true,
      },
      { id: 'search', label: 'Search', href: yearPath(linkYear, '/search'), prominent: true },
      features.venues && { id: 'venues', label: 'Venues', href: yearPath(linkYear, '/venues') },
      features.nearby && { id: 'nearby', label: 'Nearby', href: yearPath(linkYear, '/nearby') },
    ]),
    submenu('people', 'People', [
      { id: 'speakers', label: 'Speakers', href: yearPath(peopleYear, '/speakers'), prominent: education },
      {
        id: 'contributors',
        label: 'Contributors',
        href: yearPath(peopleYear, '/contributors'),
        prominent: true,
      },
      { id: 'artists', label: 'Artists', href: yearPath(peopleYear, '/artists'), prominent: !education },
      features.attendee_directory && { id: 'attendees', label: 'Attendee Directory', href: '/attendees' },
    ]),
    signedIn
      ? submenu('mine', 'My Conference', [
          {
            id: 'favorites',
            label: 'My Favorites',
            href: yearPath(year, '/favorites/event'),
            prominent: true,
          },
          features.dashboard && { id: 'dashboard', label: 'Dashboard', href: '/dashboard' },
        ])
      : null,
  ];
  return items.filter((item): item is NavSubmenuItem => item !== null);
}
