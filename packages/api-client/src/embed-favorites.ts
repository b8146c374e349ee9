import type { FavoriteType } from '@conf/contract';
import { type ApiClient, createApiClient } from './client.ts';
import { type EmbedToken, type SignInFromEmbedOptions, signInFromEmbed } from './embed-sign-in.ts';
import type { RequestFetch } from './resilient-fetch.ts';

/** Options of {@link createEmbedFavorites}. */
export interface EmbedFavoritesOptions {
  /** The product's address (`https://schedule.example.org`): its API and its sign-in popup. */
  productUrl: string;
  /** Default `fetch` (tests pass a fake). */
  fetch?: RequestFetch;
  /** Default {@link signInFromEmbed} with `productUrl` (tests pass a fake popup). */
  signIn?: (options: SignInFromEmbedOptions) => Promise<EmbedToken>;
}

/**
 * An embedding page's favorites: what `@conf/ui`'s `FavoritesProvider` takes (its `FavoriteSource`),
 * so that `<FavoriteButton item={hit} />` and `useFavorite(hit)` work on another site.
 */
export interface EmbedFavorites {
  /** The client, sending the favorites token while signed in (for other calls of the embed). */
  readonly api: ApiClient;
  /** Whether the page holds a token (kept in memory only: a reload signs out). */
  readonly signedIn: boolean;
  /** What the product said of an item; `undefined` until it answered. */
  get(type: FavoriteType, id: string): boolean | undefined;
  subscribe(listener: () => void): () => void;
  /** Asks the product about an item, in one `POST /favorite/query` with the others of the same tick. */
  watch(type: FavoriteType, id: string): () => void;
  /** Adds or removes a favorite; rejects when refused (a refused token also signs out). */
  toggle(type: FavoriteType, id: string, next: boolean): Promise<void>;
  /** Opens the product's sign-in popup (call it from a click), then asks about every watched item. */
  signIn(): Promise<void>;
  /** Revokes the token (`DELETE /api/embed/token`) and forgets it. */
  signOut(): Promise<void>;
}

const SEGMENTS: Record<FavoriteType, 'events' | 'entities' | 'venues' | 'attendees'> = {
  event: 'events',
  entity: 'entities',
  venue: 'venues',
  attendee: 'attendees',
};

const key = (type: FavoriteType, id: string) => `${type}:${id}`;

/**
 * The favorites of a page on another site (docs/embedding.md): signs in through the product's popup
 * ({@link signInFromEmbed}), keeps the one-hour token in memory, asks about the items shown in
 * batches, and saves changes with the token. A 401 (the token expired or was revoked) forgets the
 * token, so that the buttons offer to sign in again.
 *
 * ```tsx
 * const favorites = createEmbedFavorites({ productUrl: 'https://schedule.example.org' });
 * <FavoritesProvider favorites={favorites}><FavoriteButton item={hit} /></FavoritesProvider>
 * ```
 */
export function createEmbedFavorites(options: EmbedFavoritesOptions): EmbedFavorites {
  let token: string | null = null;
  const states = new Map<string, boolean>();
  const watched = new Map<string, { type: FavoriteType; id: string; count: number }>();
  const listeners = new Set<() => void>();
  let pending: Set<string> | null = null;
  const api = createApiClient({
    baseUrl: options.productUrl,
    csrfToken: () => null,
    bearerToken: () => token,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const signIn = options.signIn ?? signInFromEmbed;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const forgetToken = () => {
    token = null;
    states.clear();
    notify();
  };
  /** A refused token signs out; any error is thrown on. */
  const check = (response: Response, error: unknown) => {
    if (response.status === 401) forgetToken();
    if (error !== undefined || !response.ok) throw error ?? new Error(`HTTP ${response.status}`);
  };

  const query = async (keys: readonly string[]) => {
    const items = keys.flatMap((k) => watched.get(k) ?? []);
    if (token === null || items.length === 0) return;
    const { data, error, response } = await api.POST('/favorite/query', {
      body: { ids: [...new Set(items.map((item) => item.id))] },
    });
    check(response, error);
    const favorites = new Set((data ?? []).map((favorite) => key(favorite.type, favorite.id)));
    for (const item of items) states.set(key(item.type, item.id), favorites.has(key(item.type, item.id)));
    notify();
  };
  const ask = (k: string) => {
    if (pending === null) {
      const batch = new Set<string>();
      pending = batch;
      queueMicrotask(() => {
        pending = null;
        query([...batch]).catch((error: unknown) => console.error('Failed to query favorites', error));
      });
    }
    pending.add(k);
  };

  return {
    api,
    get signedIn() {
      return token !== null;
    },
    get: (type, id) => states.get(key(type, id)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch(type, id) {
      const k = key(type, id);
      const entry = watched.get(k) ?? { type, id, count: 0 };
      entry.count += 1;
      watched.set(k, entry);
      ask(k);
      return () => {
        entry.count -= 1;
        if (entry.count === 0) watched.delete(k);
      };
    },
    async toggle(type, id, next) {
      const path = { type: SEGMENTS[type] };
      // With keepalive, the change is saved even when the page is left before the product answered
      // (a link followed at once, a slow venue network). A browser that refuses keepalive on a
      // request needing a preflight (the token's Authorization does) rejects with a TypeError at
      // once: it is asked again without (both calls are idempotent).
      const send = (keepalive: boolean) =>
        next
          ? api.POST('/favorite/{type}', { params: { path }, body: { id }, keepalive })
          : api.DELETE('/favorite/{type}/{id}', { params: { path: { ...path, id } }, keepalive });
      const { error, response } = await send(true).catch((failure: unknown) => {
        if (failure instanceof TypeError) return send(false);
        throw failure;
      });
      check(response, error);
      states.set(key(type, id), next);
      notify();
    },
    async signIn() {
      token = (await signIn({ productUrl: options.productUrl })).token;
      notify();
      await query([...watched.keys()]);
    },
    async signOut() {
      if (token === null) return;
      try {
        await api.DELETE('/api/embed/token');
      } finally {
        forgetToken();
      }
    },
  };
}
