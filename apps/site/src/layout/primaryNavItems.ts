import { type Features, yearPath } from '@conf/core';
import type { NavItem, NavLinkItem, NavSubmenuItem } from '@conf/ui';

/** What the site's menu depends on. */
export interface PrimaryNavContext {
  /** The year of links to per-year lists (the landing year). */
  year: number;
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
 */
export function primaryNavItems({ year, features, signedIn, theme }: PrimaryNavContext): NavItem[] {
  const education = theme === 'education';
  const items = [
    submenu('schedule', 'Schedule', [
      { id: 'full-schedule', label: 'Full Schedule', href: '/search/event', prominent: true },
      { id: 'search', label: 'Search', href: '/search', prominent: true },
      features.venues && { id: 'venues', label: 'Venues', href: '/venues' },
      features.nearby && { id: 'nearby', label: 'Nearby', href: '/nearby' },
    ]),
    submenu('people', 'People', [
      { id: 'speakers', label: 'Speakers', href: yearPath(year, '/speakers'), prominent: education },
      { id: 'contributors', label: 'Contributors', href: yearPath(year, '/contributors'), prominent: true },
      { id: 'artists', label: 'Artists', href: yearPath(year, '/artists'), prominent: !education },
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
