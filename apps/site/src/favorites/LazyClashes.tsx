import { lazy, Suspense } from 'react';
import type { ClashSubject } from './clashSubject.ts';
import { useStoredFavorite } from './useStoredFavorite.ts';

/** Nothing: what shows when the warning's code could not load. */
const NoClashes = () => null;

/**
 * The warning's code. When it cannot load (offline without the service worker's copy of it, a new
 * release meanwhile) the page goes on without clash warnings rather than failing: a favorite made
 * offline must not take the page down (e2e/offline-favorites.spec.ts).
 */
const FavoriteClashes = lazy(() =>
  import('./FavoriteClashes.tsx').then(
    (module) => ({ default: module.FavoriteClashes }),
    (error: unknown) => {
      console.info('Clash warnings are not shown: their code did not load', error);
      return { default: NoClashes };
    },
  ),
);

/**
 * The clash warning of an event, once the store says it is a favorite: its code (the clash rules,
 * the warning, the loading of the other favorites) is loaded then, never with the page. Nothing on
 * the server (its store knows no favorites), so hydration never meets it.
 */
export function LazyClashes({ subject, className }: { subject: ClashSubject; className?: string }) {
  const { favorited } = useStoredFavorite('event', subject.id);
  if (!favorited) return null;
  return (
    <Suspense fallback={null}>
      <FavoriteClashes subject={subject} {...(className ? { className } : {})} />
    </Suspense>
  );
}
