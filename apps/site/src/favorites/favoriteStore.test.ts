import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fakeApi.ts';
import { FavoriteStore } from './favoriteStore.ts';

/** Lets queued microtasks (the batched query) and the fake network's promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function storeWith(favorites: { id: string; type: string }[], signedIn = true) {
  const toggled: string[] = [];
  const { api, requests } = fakeApi({
    '/favorite/query': ({ body }) => {
      const ids = (body as { ids: string[] }).ids;
      return { status: 200, body: favorites.filter((favorite) => ids.includes(favorite.id)) };
    },
    '/favorite/events': { status: 200, body: { id: 'PP1', type: 'event' } },
    '/favorite/events/PP1': { status: 200, body: { id: 'PP1', type: 'event', favorited: false } },
    '/favorite/entities': {
      status: 404,
      body: { status: 404, error: 'not_found', message: 'Entity was not found' },
    },
  });
  const store = new FavoriteStore(api, {
    signedIn,
    onToggled: (type, id, favorited) => toggled.push(`${favorited ? '+' : '-'}${type}:${id}`),
  });
  return { store, requests, toggled };
}

describe('favorite store', () => {
  describe('given a signed-in user', () => {
    it('asks about every item watched in one turn in a single batch', async () => {
      const { store, requests } = storeWith([{ id: 'PP1', type: 'event' }]);
      store.watch('event', 'PP1');
      store.watch('event', 'PP2');
      store.watch('entity', 'E1');
      expect(store.get('event', 'PP1')).toBeUndefined();
      await settle();
      const queries = requests.filter((request) => request.path === '/favorite/query');
      expect(queries).toHaveLength(1);
      expect(queries[0]?.body).toEqual({ ids: ['PP1', 'PP2', 'E1'] });
      expect(store.get('event', 'PP1')).toBe(true);
      expect(store.get('event', 'PP2')).toBe(false);
      expect(store.get('entity', 'E1')).toBe(false);
    });

    it('tells apart items of different types that share an id', async () => {
      const { store } = storeWith([{ id: 'X1', type: 'venue' }]);
      store.watch('venue', 'X1');
      store.watch('event', 'X1');
      await settle();
      expect(store.get('venue', 'X1')).toBe(true);
      expect(store.get('event', 'X1')).toBe(false);
    });

    it('does not ask again about an item it already knows', async () => {
      const { store, requests } = storeWith([]);
      store.watch('event', 'PP1');
      await settle();
      store.watch('event', 'PP1');
      await settle();
      expect(requests.filter((request) => request.path === '/favorite/query')).toHaveLength(1);
    });

    it('favorites with POST and unfavorites with DELETE, telling subscribers and analytics', async () => {
      const { store, requests, toggled } = storeWith([]);
      let changes = 0;
      store.subscribe(() => changes++);
      store.watch('event', 'PP1');
      await settle();
      await store.toggle('event', 'PP1', true);
      expect(store.get('event', 'PP1')).toBe(true);
      await store.toggle('event', 'PP1', false);
      expect(store.get('event', 'PP1')).toBe(false);
      const calls = requests.filter((request) => request.path !== '/favorite/query');
      expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
        'POST /favorite/events',
        'DELETE /favorite/events/PP1',
      ]);
      expect(calls[0]?.body).toEqual({ id: 'PP1' });
      expect(calls[0]?.headers.get('X-CSRF-Token')).toBe('test-token');
      expect(toggled).toEqual(['+event:PP1', '-event:PP1']);
      expect(changes).toBeGreaterThanOrEqual(2);
    });

    it('leaves the state unchanged and rejects when the server refuses', async () => {
      const { store, toggled } = storeWith([]);
      store.watch('entity', 'E1');
      await settle();
      await expect(store.toggle('entity', 'E1', true)).rejects.toMatchObject({
        name: 'ApiError',
        status: 404,
        message: 'Entity was not found',
      });
      expect(store.get('entity', 'E1')).toBe(false);
      expect(toggled).toEqual([]);
    });

    it('keeps a save accepted while an earlier query was in flight (the query may not have seen it)', async () => {
      const { api } = fakeApi({
        '/favorite/query': { status: 200, body: [] },
        '/favorite/events': { status: 200, body: { id: 'PP1', type: 'event' } },
      });
      // The query's answer is held until after the save: the server answered it without the save.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The client's generic POST, wrapped for one path (its overloads cannot be spelled here).
      const post = api.POST as unknown as (url: string, init?: unknown) => Promise<unknown>;
      const slowQueries = (async (url: string, init?: unknown) => {
        if (url === '/favorite/query') await held;
        return post(url, init);
      }) as unknown as typeof api.POST;
      const store = new FavoriteStore({ ...api, POST: slowQueries }, { signedIn: true });
      store.watch('event', 'PP1');
      await settle();
      await store.toggle('event', 'PP1', true);
      expect(store.get('event', 'PP1')).toBe(true);
      release();
      await settle();
      expect(store.get('event', 'PP1')).toBe(true);
    });

    it('picks up changes made elsewhere when refreshed', async () => {
      const favorites: { id: string; type: string }[] = [];
      const { store } = storeWith(favorites);
      store.watch('event', 'PP1');
      await settle();
      expect(store.get('event', 'PP1')).toBe(false);
      favorites.push({ id: 'PP1', type: 'event' });
      await store.refresh();
      expect(store.get('event', 'PP1')).toBe(true);
    });
  });

  describe('given a visitor', () => {
    it('asks nothing and has no favorites', async () => {
      const { store, requests } = storeWith([{ id: 'PP1', type: 'event' }], false);
      store.watch('event', 'PP1');
      await settle();
      expect(requests).toEqual([]);
      expect(store.get('event', 'PP1')).toBe(false);
      await expect(store.toggle('event', 'PP1', true)).rejects.toThrow('Sign in to add to your favorites');
    });
  });
});
