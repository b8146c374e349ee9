import type { NavItem } from './navItems.ts';

/** A menu like the site's: a link, two submenus mixing prominent and normal entries, a last link. */
export const SAMPLE_NAV_ITEMS: NavItem[] = [
  { id: 'home', label: 'Home', href: '/' },
  {
    id: 'schedule',
    label: 'Schedule',
    children: [
      { id: 'sessions', label: 'Sessions', href: '/search/event?filters=session' },
      { id: 'full', label: 'Full Schedule', href: '/search/event', prominent: true },
      { id: 'venues', label: 'Venues', href: '/venues' },
      { id: 'search', label: 'Search', href: '/search', prominent: true },
    ],
  },
  {
    id: 'people',
    label: 'People',
    children: [
      { id: 'speakers', label: 'Speakers', href: '/2026/speakers', prominent: true },
      { id: 'contributors', label: 'Contributors', href: '/2026/contributors' },
      { id: 'attendees', label: 'Attendees', href: '/attendees' },
    ],
  },
  { id: 'favorites', label: 'My Favorites', href: '/2026/favorites/event' },
];
