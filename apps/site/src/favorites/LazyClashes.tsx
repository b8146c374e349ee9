import { lazy, Suspense } from 'react';
import type { ClashSubject } from './clashSubject.ts';
import { useStoredFavorite } from './useStoredFavorite.ts';

const FavoriteClashes = lazy(() =>
  import('./FavoriteClashes.tsx').then((module) => ({ default: module.FavoriteClashes })),
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
