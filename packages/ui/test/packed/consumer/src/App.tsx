/**
 * What an outside site writes with the packed packages (packages/ui/test/packed): the three packages
 * together, type-checked strictly and rendered by that site's React (18 or 19). Kept to the public API.
 */
import { createApiClient, createEmbedFavorites, unwrap } from '@conf/api-client';
import { formatEventDate } from '@conf/core';
import {
  EventDate,
  FAVORITE_ERROR_MESSAGE,
  FavoriteButton,
  FavoritesProvider,
  ProductUrlProvider,
  type Suggestion,
  SuggestionSearch,
  TimeZoneProvider,
  useFavorite,
} from '@conf/ui';
import { useState } from 'react';

export const PRODUCT_URL = 'https://schedule.example.org';
export const START = '2026-03-09T09:30:00-05:00';

/** The embed's favorites: signed out, so it calls nothing until someone signs in. */
export const favorites = createEmbedFavorites({ productUrl: PRODUCT_URL });

/** The product's client, as an embedding site makes it (never called while rendering). */
export const api = createApiClient({ baseUrl: PRODUCT_URL, csrfToken: () => null });

export async function loadSuggestions(q: string): Promise<readonly Suggestion[]> {
  return unwrap(await api.POST('/search/suggestions', { body: { q } }));
}

/** A toggle of the embedder's own, on `useFavorite`. */
function StarToggle({ save }: { save: (next: boolean) => Promise<void> }) {
  const favorite = useFavorite({ favorited: false, onToggle: save });
  return (
    <p>
      <button
        type="button"
        aria-pressed={favorite.isSelected}
        onClick={() => favorite.onChange(!favorite.isSelected)}
      >
        Star
      </button>
      {favorite.isFailed ? <span role="alert">{FAVORITE_ERROR_MESSAGE}</span> : null}
    </p>
  );
}

export interface AppProps {
  /** Called with each favorite change of the Favorite button and the star. */
  save: (next: boolean) => Promise<void>;
}

export function App({ save }: AppProps) {
  const [signedIn] = useState(true);
  return (
    <ProductUrlProvider baseUrl={PRODUCT_URL}>
      <TimeZoneProvider timeZone="America/Chicago">
        <SuggestionSearch loadSuggestions={loadSuggestions} placeholder="Sessions, speakers, venues…" />
        <p data-testid="date">
          <EventDate date={START} /> ({formatEventDate(START, 'America/Chicago')})
        </p>
        <FavoriteButton
          itemType="events"
          itemId="PP100011"
          itemName="Opening Keynote"
          favorited={false}
          signedIn={signedIn}
          onToggle={save}
          loginHref={`${PRODUCT_URL}/login`}
        />
        <StarToggle save={save} />
        <FavoritesProvider favorites={favorites}>
          <FavoriteButton item={{ event_id: 'PP100012', name: 'Closing Party' }} />
        </FavoritesProvider>
      </TimeZoneProvider>
    </ProductUrlProvider>
  );
}
