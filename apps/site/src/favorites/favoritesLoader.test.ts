import { describe, expect, it, vi } from 'vitest';
import { fakeApi, requestBodies } from '../test/fakeApi.ts';
import { searchHit, searchResult } from '../test/fixtures.ts';
import { favoritedAmong } from './favoritesLoader.ts';

const film = searchHit('film', 'F7', { name: 'The Long Lesson' });
const artists = Array.from({ length: 60 }, (_, i) => searchHit('artist', `A${i}`, { name: `Artist ${i}` }));

describe('which kinds outside the usual tabs the user has favorites of', () => {
  it('reads them from one listing when it fits on a page', async () => {
    const { api, requests } = fakeApi({
      '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [film] }) },
    });
    expect(await favoritedAmong(api, ['artist', 'film', 'music_fest_presenter'])).toEqual(['film']);
    expect(requestBodies(requests, '/search/favorites')).toEqual([
      { models: ['artist', 'film', 'music_fest_presenter'], grouping: 'models' },
    ]);
  });

  it('asks about each kind not seen on the first page when there are more pages', async () => {
    const { api, requests } = fakeApi({
      '/search/favorites': ({ body }) => {
        const models = (body as { models: string[] }).models;
        if (models.length > 1)
          return { status: 200, body: searchResult({ id: '', hits: artists, total: 61 }) };
        return {
          status: 200,
          body: searchResult({ id: '', hits: models[0] === 'film' ? [film] : [] }),
        };
      },
    });
    expect(await favoritedAmong(api, ['artist', 'film', 'music_fest_presenter'])).toEqual(['artist', 'film']);
    expect(requestBodies(requests, '/search/favorites')).toEqual([
      { models: ['artist', 'film', 'music_fest_presenter'], grouping: 'models' },
      { models: ['film'], grouping: 'models' },
      { models: ['music_fest_presenter'], grouping: 'models' },
    ]);
  });

  it('asks nothing when the theme lists every kind, and counts a failed listing as none', async () => {
    const { api, requests } = fakeApi({});
    expect(await favoritedAmong(api, [])).toEqual([]);
    expect(requests).toEqual([]);
    const failing = fakeApi({ '/search/favorites': { status: 503, body: { status: 503, message: 'down' } } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await favoritedAmong(failing.api, ['film'])).toEqual([]);
    expect(error).toHaveBeenCalledWith('Favorites search failed:', 'down');
  });
});
