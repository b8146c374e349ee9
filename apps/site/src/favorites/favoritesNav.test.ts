import { describe, expect, it } from 'vitest';
import { favoritesHref, favoritesNav, parseFavoriteModels, sameModels } from './favoritesNav.ts';
import { favoritePathType } from './favoriteTypes.ts';

describe('My Favorites navigation', () => {
  it('lists Speakers and no films in the education theme', () => {
    expect(favoritesNav('education').map((item) => `${item.label}=${item.models.join(',')}`)).toEqual([
      'Events=event',
      'Speakers=person',
      'Brands & Exhibitors=brand,exhibitor',
      'Venues=venue',
      'Attendees=attendee',
    ]);
  });

  it('lists Contributors and Film & TV Projects in the festival theme', () => {
    expect(favoritesNav('festival').map((item) => `${item.label}=${item.models.join(',')}`)).toEqual([
      'Events=event',
      'Contributors=artist,person',
      'Film & TV Projects=film',
      'Brands & Exhibitors=brand,exhibitor',
      'Venues=venue',
      'Attendees=attendee',
    ]);
  });

  it('links with the year only when the page has one', () => {
    expect(favoritesHref(2026, ['artist', 'person'])).toBe('/2026/favorites/artist,person');
    expect(favoritesHref(undefined, ['event'])).toBe('/favorites/event');
  });

  it('reads the models segment, refusing unknown models and attendees mixed with others', () => {
    expect(parseFavoriteModels('brand,exhibitor')).toEqual(['brand', 'exhibitor']);
    expect(parseFavoriteModels('event,event')).toEqual(['event']);
    expect(parseFavoriteModels('dragons')).toBeNull();
    expect(parseFavoriteModels('attendee,event')).toBeNull();
    expect(parseFavoriteModels(undefined)).toBeNull();
  });

  it('compares model lists in any order', () => {
    expect(sameModels(['person', 'artist'], ['artist', 'person'])).toBe(true);
    expect(sameModels(['person'], ['artist', 'person'])).toBe(false);
  });
});

describe('favorite types', () => {
  it('maps types to the plural path segments and throws on anything else', () => {
    expect(favoritePathType('event')).toBe('events');
    expect(favoritePathType('entity')).toBe('entities');
    expect(() => favoritePathType('film')).toThrow('invalid favorite type');
  });
});
