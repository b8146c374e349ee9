import { describe, expect, it, vi } from 'vitest';
import { createEmbedFavorites } from './embed-favorites.ts';
import { EmbedSignInError } from './embed-sign-in.ts';
import type { RequestFetch } from './resilient-fetch.ts';

const PRODUCT = 'https://schedule.example.org';
const TOKEN = 't'.repeat(43);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The product's favorite calls, answered from a set of favorites; every request is kept. */
function product(favorites: { type: string; id: string }[] = []) {
  const requests: { method: string; path: string; auth: string | null; body: unknown; keepalive: boolean }[] =
    [];
  let refuse = false;
  let refuseKeepalive = false;
  const fetch = vi.fn<RequestFetch>(async (request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
    const { method, keepalive } = request;
    if (keepalive && refuseKeepalive) throw new TypeError('Failed to fetch');
    requests.push({ method, path, auth: request.headers.get('authorization'), body, keepalive });
    if (refuse) return json(401, { error: 'token expired' });
    if (path === '/favorite/query') {
      const ids = (body as { ids: string[] }).ids;
      return json(
        200,
        favorites.filter((favorite) => ids.includes(favorite.id)),
      );
    }
    if (request.method === 'POST') return json(200, { id: (body as { id: string }).id, type: 'event' });
    if (path === '/api/embed/token') return new Response(null, { status: 204 });
    return json(200, { id: path.split('/').pop(), type: 'event', favorited: false });
  });
  return {
    fetch,
    requests,
    refuseFromNowOn: () => {
      refuse = true;
    },
    /** As a browser that does not send keepalive requests needing a preflight (older TV builds). */
    refuseKeepalive: () => {
      refuseKeepalive = true;
    },
  };
}

const signedInBy = () =>
  vi.fn(async () => ({ token: TOKEN, scope: 'favorites' as const, expiresAt: new Date() }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The embed's favorites against the stand-in product, signing in as `signIn` answers (by default, at once). */
function favoritesOf(
  server: ReturnType<typeof product>,
  signIn: Parameters<typeof createEmbedFavorites>[0]['signIn'] = signedInBy(),
) {
  return createEmbedFavorites({ productUrl: PRODUCT, fetch: server.fetch, signIn });
}

describe('createEmbedFavorites', () => {
  it('asks nothing while signed out', async () => {
    const server = product();
    const favorites = favoritesOf(server);
    favorites.watch('event', 'PP1');
    await tick();
    expect(favorites.signedIn).toBe(false);
    expect(favorites.get('event', 'PP1')).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  it('signs in through the popup, then asks about every watched item in one query with the token', async () => {
    const server = product([{ type: 'event', id: 'PP1' }]);
    const signIn = signedInBy();
    const favorites = favoritesOf(server, signIn);
    const listener = vi.fn();
    favorites.subscribe(listener);
    favorites.watch('event', 'PP1');
    favorites.watch('event', 'PP2');
    await favorites.signIn();
    expect(signIn).toHaveBeenCalledWith({ productUrl: PRODUCT });
    expect(favorites.signedIn).toBe(true);
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/favorite/query',
        auth: `Bearer ${TOKEN}`,
        body: { ids: ['PP1', 'PP2'] },
        keepalive: false,
      },
    ]);
    expect([favorites.get('event', 'PP1'), favorites.get('event', 'PP2')]).toEqual([true, false]);
    expect(listener).toHaveBeenCalled();
  });

  it('batches the items watched in one tick', async () => {
    const server = product();
    const favorites = favoritesOf(server);
    await favorites.signIn();
    favorites.watch('event', 'PP3');
    favorites.watch('venue', 'V1');
    await tick();
    expect(server.requests.map((request) => request.body)).toEqual([{ ids: ['PP3', 'V1'] }]);
  });

  it('adds and removes with the token, by the plural path', async () => {
    const server = product();
    const favorites = favoritesOf(server);
    await favorites.signIn();
    await favorites.toggle('entity', 'EN1', true);
    expect(favorites.get('entity', 'EN1')).toBe(true);
    await favorites.toggle('entity', 'EN1', false);
    expect(favorites.get('entity', 'EN1')).toBe(false);
    expect(server.requests.map(({ method, path, auth }) => [method, path, auth])).toEqual([
      ['POST', '/favorite/entities', `Bearer ${TOKEN}`],
      ['DELETE', '/favorite/entities/EN1', `Bearer ${TOKEN}`],
    ]);
  });

  it('saves a change with keepalive, so that leaving the page at once does not cancel it', async () => {
    const server = product();
    const favorites = favoritesOf(server);
    await favorites.signIn();
    await favorites.toggle('event', 'PP1', true);
    await favorites.toggle('event', 'PP1', false);
    expect(server.requests.map(({ method, keepalive }) => [method, keepalive])).toEqual([
      ['POST', true],
      ['DELETE', true],
    ]);
  });

  it('asks again without keepalive where the browser refuses it', async () => {
    const server = product();
    server.refuseKeepalive();
    const favorites = favoritesOf(server);
    await favorites.signIn();
    await favorites.toggle('event', 'PP1', true);
    expect(favorites.get('event', 'PP1')).toBe(true);
    expect(server.requests.map(({ method, path, keepalive }) => [method, path, keepalive])).toEqual([
      ['POST', '/favorite/events', false],
    ]);
  });

  it('forgets a refused token: the toggle rejects and the page is signed out', async () => {
    const server = product();
    const favorites = favoritesOf(server);
    await favorites.signIn();
    server.refuseFromNowOn();
    await expect(favorites.toggle('event', 'PP1', true)).rejects.toBeDefined();
    expect(favorites.signedIn).toBe(false);
    expect(favorites.get('event', 'PP1')).toBeUndefined();
  });

  it('stays signed out when the popup gives no token', async () => {
    const signIn = vi.fn(async () => {
      throw new EmbedSignInError('cancelled', 'no');
    });
    const favorites = favoritesOf(product(), signIn);
    await expect(favorites.signIn()).rejects.toMatchObject({ reason: 'cancelled' });
    expect(favorites.signedIn).toBe(false);
  });

  it('signs out by revoking the token', async () => {
    const server = product();
    const favorites = favoritesOf(server);
    await favorites.signIn();
    await favorites.signOut();
    expect(server.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/embed/token',
      auth: `Bearer ${TOKEN}`,
    });
    expect(favorites.signedIn).toBe(false);
  });
});
