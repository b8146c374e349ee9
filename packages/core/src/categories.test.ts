import { describe, expect, it } from 'vitest';
import {
  CATEGORY_IDS,
  CATEGORY_MODELS,
  isCategoryId,
  suggestionHref,
  suggestionModelsParam,
  suggestionRequestBody,
  termSearchHref,
  typeLabel,
} from './categories.ts';

describe('categories', () => {
  it('lists the four category ids', () => {
    expect(CATEGORY_IDS).toEqual(['events', 'contributors', 'brands', 'venues']);
    expect(isCategoryId('brands')).toBe(true);
    expect(isCategoryId('attendees')).toBe(false);
  });

  it('maps each category to its models', () => {
    expect(CATEGORY_MODELS).toEqual({
      events: ['event'],
      contributors: ['artist', 'film', 'person'],
      brands: ['brand', 'exhibitor', 'music_fest_presenter'],
      venues: ['venue'],
    });
  });

  describe('suggestionRequestBody', () => {
    it('sends the trimmed text and the category models, none for All', () => {
      expect(suggestionRequestBody('  jazz ', 'contributors')).toEqual({
        q: 'jazz',
        models: 'artist,film,person',
      });
      expect(suggestionRequestBody('jazz', 'all')).toEqual({ q: 'jazz' });
    });
  });

  describe('suggestionModelsParam', () => {
    it('joins the category models with commas', () => {
      expect(suggestionModelsParam('contributors')).toBe('artist,film,person');
      expect(suggestionModelsParam('events')).toBe('event');
    });

    it('is omitted for All', () => {
      expect(suggestionModelsParam('')).toBeUndefined();
    });
  });

  describe('suggestionHref', () => {
    it.each([
      [{ type: 'event', event_id: 'ev1' }, '/events/ev1'],
      [{ type: 'person', entity_id: 'p1' }, '/contributors/p1'],
      [{ type: 'artist', entity_id: 'a1' }, '/artists/a1'],
      [{ type: 'film', entity_id: 'f1' }, '/films/f1'],
      [{ type: 'venue', entity_id: 'v1' }, '/venues/v1'],
      [{ type: 'brand', entity_id: 'b1' }, '/brands/b1'],
      [{ type: 'exhibitor', entity_id: 'x1' }, '/exhibitors/x1'],
      [{ type: 'music_fest_presenter', entity_id: 'm1' }, '/music_fest_presenters/m1'],
    ])('links %o to %s', (suggestion, href) => {
      expect(suggestionHref(suggestion)).toBe(href);
    });

    it('prefixes the year when given', () => {
      expect(suggestionHref({ type: 'event', event_id: 'ev1' }, { year: 2025 })).toBe('/2025/events/ev1');
    });

    it('encodes ids', () => {
      expect(suggestionHref({ type: 'artist', entity_id: 'a b/c' })).toBe('/artists/a%20b%2Fc');
    });

    it('has no link for terms, unknown types or missing ids', () => {
      expect(suggestionHref({ type: 'term' })).toBeNull();
      expect(suggestionHref({ type: 'toString', entity_id: 'x' })).toBeNull();
      expect(suggestionHref({ type: 'attendee', entity_id: 'x' })).toBeNull();
      expect(suggestionHref({ type: 'event', entity_id: 'x' })).toBeNull();
      expect(suggestionHref({ type: 'artist', entity_id: null })).toBeNull();
    });
  });

  describe('termSearchHref', () => {
    it('appends the category and the form fields', () => {
      expect(termSearchHref('/2026/search', 'events', { q: 'jazz night' })).toBe(
        '/2026/search/events?q=jazz+night',
      );
    });

    it('uses an empty category for All', () => {
      expect(termSearchHref('/search/', '', [['q', 'ai']])).toBe('/search/?q=ai');
    });

    it('keeps several fields in order', () => {
      expect(termSearchHref('/search', 'contributors', new URLSearchParams('q=x&h=1'))).toBe(
        '/search/contributors?q=x&h=1',
      );
    });
  });

  describe('typeLabel', () => {
    it('names music_fest_presenter Music Presenter', () => {
      expect(typeLabel('music_fest_presenter')).toBe('Music Presenter');
    });

    it('capitalises other types', () => {
      expect(typeLabel('artist')).toBe('Artist');
      expect(typeLabel('event')).toBe('Event');
      expect(typeLabel('exhibitor')).toBe('Exhibitor');
    });
  });
});
