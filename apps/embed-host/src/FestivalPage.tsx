import { createApiClient, createEmbedFavorites, type EmbedFavorites, unwrap } from '@conf/api-client';
import { hitHref, suggestionRequestBody } from '@conf/core';
import {
  FavoriteButton,
  FavoritesProvider,
  ProductUrlProvider,
  type SuggestionCache,
  type SuggestionCategory,
  SuggestionSearch,
} from '@conf/ui';
import { useMemo, useSyncExternalStore } from 'react';
import { useColourScheme } from './useColourScheme.ts';
import { useLineup } from './useLineup.ts';

/** Answers of the type-ahead, kept for the page's lifetime. */
const cache: SuggestionCache = new Map();

/**
 * The festival's page: its own header, type and colours, with the product's search box and Favorite
 * buttons embedded through the packages' public API (docs/embedding.md), against the product at
 * `productUrl` (another origin, listed in the product's EMBED_ORIGINS).
 */
export function FestivalPage({ productUrl }: { productUrl: string }) {
  const api = useMemo(() => createApiClient({ baseUrl: productUrl, csrfToken: () => null }), [productUrl]);
  const favorites = useMemo(() => createEmbedFavorites({ productUrl }), [productUrl]);
  const [dark, setDark] = useColourScheme();
  const loadSuggestions = async (q: string, category: SuggestionCategory) =>
    unwrap(await api.POST('/search/suggestions', { body: suggestionRequestBody(q, category) }));

  return (
    <>
      <header className="fest-header">
        <a className="fest-brand" href="/">
          Lakeside Sounds
        </a>
        <button type="button" className="fest-toggle" aria-pressed={dark} onClick={() => setDark(!dark)}>
          Dark mode
        </button>
      </header>
      <ProductUrlProvider baseUrl={productUrl}>
        <FavoritesProvider favorites={favorites}>
          <main className="fest-main">
            <section className="fest-hero" aria-labelledby="fest-title">
              <p className="fest-eyebrow">Music at the festival · by the lake, every night</p>
              <h1 id="fest-title">Five stages, one week of showcases</h1>
              <p className="fest-lead">
                Find a show in the festival's schedule, and keep your favorites there: they follow you to the
                schedule's site and app. <a href="/plain.html">The same page in plain HTML</a>.
              </p>
              <SuggestionSearch
                className="fest-search"
                label="Search the festival programme"
                placeholder="Bands, showcases, stages…"
                loadSuggestions={loadSuggestions}
                cache={cache}
                fallbackImage="/images/event/fallback.svg"
              />
            </section>
            <section className="fest-lineup" aria-labelledby="lineup-title">
              <h2 id="lineup-title">Showcases to catch</h2>
              <SignedInNote favorites={favorites} />
              <Lineup api={api} productUrl={productUrl} />
            </section>
          </main>
        </FavoritesProvider>
      </ProductUrlProvider>
      <footer className="fest-footer">
        <p>
          Programme, search and favorites by <a href={productUrl}>the festival's schedule</a>.
        </p>
      </footer>
    </>
  );
}

function useSignedIn(favorites: EmbedFavorites): boolean {
  return useSyncExternalStore(favorites.subscribe, () => favorites.signedIn);
}

/** Whether the page holds a favorites token, and a way to give it back. */
function SignedInNote({ favorites }: { favorites: EmbedFavorites }) {
  const signedIn = useSignedIn(favorites);
  if (!signedIn) return <p>Press Favorite to keep a show: you sign in with the festival's schedule.</p>;
  return (
    <p>
      Your favorites are saved in the festival's schedule.{' '}
      <button type="button" className="fest-link-button" onClick={() => void favorites.signOut()}>
        Sign out of favorites
      </button>
    </p>
  );
}

function Lineup({ api, productUrl }: { api: ReturnType<typeof createApiClient>; productUrl: string }) {
  const lineup = useLineup(api, 'showcase', 6);
  if (lineup.status === 'loading') return <p role="status">Loading the line-up…</p>;
  if (lineup.status === 'failed')
    return <p role="alert">The line-up could not be loaded. Try again later.</p>;
  return (
    <ul className="fest-shows">
      {lineup.hits.map((hit) => {
        const href = hitHref(hit);
        const venue = 'venue' in hit._source ? hit._source.venue : null;
        return (
          <li key={hit._id} className="fest-show">
            <a className="fest-show-name" href={href === null ? productUrl : new URL(href, productUrl).href}>
              {hit._source.name}
            </a>
            {venue?.name ? <span className="fest-show-venue">{venue.name}</span> : null}
            <FavoriteButton item={hit} size="small" />
          </li>
        );
      })}
    </ul>
  );
}
