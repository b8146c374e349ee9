import { DEFAULT_FEATURES } from '@conf/core';
import type { NavItem } from '@conf/ui';
import { describe, expect, it } from 'vitest';
import { primaryNavItems } from './primaryNavItems.ts';

function outline(items: NavItem[]) {
  return items.map((item) => ({
    label: item.label,
    entries:
      'children' in item ? item.children.map((c) => `${c.label}${c.prominent ? '*' : ''} ${c.href}`) : [],
  }));
}

/** The flags of every optional entry on. */
const EVERY_ENTRY_ON = {
  ...DEFAULT_FEATURES,
  venues: true,
  nearby: true,
  attendee_directory: true,
  dashboard: true,
};

describe('primaryNavItems', () => {
  it('gives a visitor Schedule and People, with the default flags', () => {
    const items = primaryNavItems({
      year: 2026,
      features: DEFAULT_FEATURES,
      signedIn: false,
      theme: 'education',
    });
    expect(outline(items)).toEqual([
      { label: 'Schedule', entries: ['Full Schedule* /search/event', 'Search* /search'] },
      {
        label: 'People',
        entries: ['Speakers* /2026/speakers', 'Contributors* /2026/contributors', 'Artists /2026/artists'],
      },
    ]);
  });

  it('adds the entries of features that are on, and My Conference when signed in', () => {
    const items = primaryNavItems({
      year: 2027,
      features: EVERY_ENTRY_ON,
      signedIn: true,
      theme: 'festival',
    });
    expect(outline(items)).toEqual([
      {
        label: 'Schedule',
        entries: ['Full Schedule* /search/event', 'Search* /search', 'Venues /venues', 'Nearby /nearby'],
      },
      {
        label: 'People',
        entries: [
          'Speakers /2027/speakers',
          'Contributors* /2027/contributors',
          'Artists* /2027/artists',
          'Attendee Directory /attendees',
        ],
      },
      { label: 'My Conference', entries: ['My Favorites* /2027/favorites/event', 'Dashboard /dashboard'] },
    ]);
  });

  it("keeps the schedule and people entries in another year's programme on its addresses", () => {
    const features = {
      ...DEFAULT_FEATURES,
      venues: true,
      nearby: true,
      attendee_directory: true,
      dashboard: true,
    };
    const items = primaryNavItems({
      year: 2026,
      linkYear: 2019,
      features,
      signedIn: true,
      theme: 'education',
    });
    expect(outline(items)).toEqual([
      {
        label: 'Schedule',
        entries: [
          'Full Schedule* /2019/search/event',
          'Search* /2019/search',
          'Venues /2019/venues',
          'Nearby /2019/nearby',
        ],
      },
      {
        label: 'People',
        entries: [
          'Speakers* /2019/speakers',
          'Contributors* /2019/contributors',
          'Artists /2019/artists',
          'Attendee Directory /attendees',
        ],
      },
      { label: 'My Conference', entries: ['My Favorites* /2026/favorites/event', 'Dashboard /dashboard'] },
    ]);
  });
});
