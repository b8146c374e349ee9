import { clashesOf } from '@conf/core';
import { ClashWarning } from '@conf/ui';
import { startTransition, useCallback, useEffect, useReducer } from 'react';
import { useTransitionStore } from '../ondemand/useTransitionStore.ts';
import { useSite } from '../site.tsx';
import { ClashSource } from './clashSource.ts';
import type { ClashSubject } from './clashSubject.ts';
import { useFavoriteStore } from './FavoritesProvider.tsx';
import type { FavoriteStore } from './favoriteStore.ts';

/** One clash source per favorites store, i.e. per page. */
const sources = new WeakMap<FavoriteStore, ClashSource>();

/**
 * The clash warning of a favorited event (issue 16 item 1): its overlaps and tight walks with the
 * user's other favorite events (clashSource.ts), each with a button that removes the other event
 * from the favorites through the page's store. Render it only for an event that is a favorite;
 * loaded lazily (LazyClashes.tsx), so it is in no page's first load.
 */
export function FavoriteClashes({ subject, className }: { subject: ClashSubject; className?: string }) {
  const store = useFavoriteStore();
  const { api, config } = useSite();
  let source = sources.get(store);
  if (!source) {
    source = new ClashSource(api, config.landingYear);
    sources.set(store, source);
  }
  useEffect(() => source.register(subject), [source, subject]);
  // The other favorites and venues arriving render as a transition (in slices: issue 12).
  useTransitionStore(source.subscribe, source.version, source.version);
  // The store's states are read below: render again whenever it has news.
  const [, storeChanged] = useReducer((count: number) => count + 1, 0);
  useEffect(() => store.subscribe(() => startTransition(storeChanged)), [store]);
  const remove = useCallback((id: string) => store.toggle('event', id, false), [store]);
  const event = source.eventOf(subject);
  const favorites = source.favorites((id) => store.get('event', id));
  if (!event || !favorites) return null;
  return (
    <ClashWarning
      clashes={clashesOf(event, favorites)}
      onRemove={remove}
      {...(className ? { className } : {})}
    />
  );
}
