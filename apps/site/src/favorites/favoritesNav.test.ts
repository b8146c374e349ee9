import { describe, expect, it } from 'vitest';
import {
  FAVORITE_MODELS,
  favoritesHref,
  favoritesNav,
  parseFavoriteModels,
  sameModels,
  uncoveredFavoriteModels,
} from './favoritesNav.ts';
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

  describe('given favorites of a kind that the theme has no tab for', () => {
    it('adds a Film & TV Projects tab in the education theme when the user has favorite films', () => {
      expect(
        favoritesNav('education', ['film']).map((item) => `${item.label}=${item.models.join(',')}`),
      ).toEqual([
        'Events=event',
        'Speakers=person',
        'Film & TV Projects=film',
        'Brands & Exhibitors=brand,exhibitor',
        'Venues=venue',
        'Attendees=attendee',
      ]);
    });

    it('adds Artists and Music Presenters tabs in their places when the user has favorites of them', () => {
      expect(favoritesNav('education', ['music_fest_presenter', 'artist']).map((item) => item.label)).toEqual(
        ['Events', 'Speakers', 'Artists', 'Brands & Exhibitors', 'Music Presenters', 'Venues', 'Attendees'],
      );
      expect(favoritesNav('festival', ['music_fest_presenter']).map((item) => item.label)).toContain(
        'Music Presenters',
      );
    });

    it('keeps the usual tabs when the favorites are all of kinds the theme lists', () => {
      expect(favoritesNav('festival', ['artist', 'film', 'event'])).toEqual(favoritesNav('festival'));
      expect(favoritesNav('education', ['person', 'event'])).toEqual(favoritesNav('education'));
    });

    it('names the kinds no usual tab lists, so that only those are asked about', () => {
      expect(uncoveredFavoriteModels('education')).toEqual(['artist', 'film', 'music_fest_presenter']);
      expect(uncoveredFavoriteModels('festival')).toEqual(['music_fest_presenter']);
    });

    it('leaves every model reachable from some tab when the user has favorites of all of them', () => {
      for (const theme of ['education', 'festival'] as const) {
        const listed = favoritesNav(theme, FAVORITE_MODELS).flatMap((item) => item.models);
        expect(FAVORITE_MODELS.filter((model) => !listed.includes(model))).toEqual([]);
      }
    });
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
