import { type ApiClient, ApiError, unwrap } from '@conf/api-client';
import { FavoriteButton, FavoritesProvider } from '@conf/ui';
import { useEffect, useState } from 'react';
import { EmbedAttributeError, type EmbedSettings, embedSettings } from './attributes.ts';
import { AttributeProblem, EmbedFrame } from './EmbedFrame.tsx';
import { favoritesOf } from './embedFavorites.ts';
import { type FavoriteSettings, favoriteSettings } from './favoriteSettings.ts';
import { ReactElement } from './reactElement.ts';

type NameLookup = { kind: 'ready'; name: string } | { kind: 'loading' } | { kind: 'failed'; message: string };

/** The event's name: `given`, or the product's record of it (`GET /api/web/{year}/events/{id}`). */
function useEventName(
  api: ApiClient,
  year: number | undefined,
  eventId: string,
  given: string | undefined,
): NameLookup {
  const [lookup, setLookup] = useState<NameLookup>(
    given ? { kind: 'ready', name: given } : { kind: 'loading' },
  );
  useEffect(() => {
    if (given || year === undefined) {
      setLookup(given ? { kind: 'ready', name: given } : { kind: 'loading' });
      return;
    }
    let current = true;
    setLookup({ kind: 'loading' });
    api
      .GET('/api/web/{year}/events/{id}', { params: { path: { year, id: eventId } } })
      .then(unwrap)
      .then(
        (event) => current && setLookup({ kind: 'ready', name: event.name }),
        (error: unknown) => {
          if (!current) return;
          const message =
            error instanceof ApiError && error.status === 404
              ? `<conf-favorite>: the product has no event ${eventId} in ${year}.`
              : `<conf-favorite>: could not reach the product to look up event ${eventId}.`;
          setLookup({ kind: 'failed', message });
        },
      );
    return () => {
      current = false;
    };
  }, [api, year, eventId, given]);
  return lookup;
}

function FavoriteBox({ settings, favorite }: { settings: EmbedSettings; favorite: FavoriteSettings }) {
  const favorites = favoritesOf(settings.apiOrigin);
  const lookup = useEventName(favorites.api, settings.year, favorite.eventId, favorite.name);
  return (
    <EmbedFrame settings={settings}>
      {lookup.kind === 'failed' ? <AttributeProblem message={lookup.message} /> : null}
      {lookup.kind === 'ready' ? (
        <FavoritesProvider favorites={favorites}>
          <FavoriteButton
            item={{ type: 'event', id: favorite.eventId, name: lookup.name }}
            size={favorite.size}
          />
        </FavoritesProvider>
      ) : null}
    </EmbedFrame>
  );
}

/**
 * `<conf-favorite api-origin="https://schedule.example.org" year="2026" event-id="PP100108">`: the
 * product's Favorite button for an event. A visitor's press opens the sign-in dialog, whose "Log in"
 * opens the product's popup; once signed in, every button of the page for that product shows and
 * saves the visitor's favorites with the one token. Optional `name` (skips looking the event up),
 * `size="small"` and `theme="dark"`.
 */
export class ConfFavoriteElement extends ReactElement {
  static observedAttributes = ['api-origin', 'year', 'theme', 'event-id', 'name', 'size'];

  protected view() {
    try {
      const settings = embedSettings(this, 'conf-favorite');
      return <FavoriteBox settings={settings} favorite={favoriteSettings(this, settings)} />;
    } catch (error) {
      if (error instanceof EmbedAttributeError) return <AttributeProblem message={error.message} />;
      throw error;
    }
  }
}
