import { useRef, useState } from 'react';
import { FAVORITE_ERROR_MESSAGE } from './favoriteState.ts';

/** Options of {@link useFavorite}. */
export interface UseFavoriteOptions {
  /**
   * Whether the item is a favorite as far as the host knows (its store, the server's answer). A
   * change of this value from outside (another tab, a reload of the favorites) is shown at once.
   */
  favorited: boolean;
  /**
   * Saves the new state (the call to the server). The hook shows `next` at once and rolls back to
   * the previous state if this rejects. The host records the accepted state (and may then pass it
   * back as `favorited`); it keeps no optimistic or pending copy of its own.
   */
  onToggle: (next: boolean) => Promise<void>;
}

/** What {@link useFavorite} gives: the state to show and the change to make (ToggleButton-shaped). */
export interface FavoriteState {
  /** The state to show: the host's, or the optimistic one while saving, or the saved one. */
  isSelected: boolean;
  /** Whether a save is under way; further changes are ignored until it settles. */
  isPending: boolean;
  /** Whether the last save failed (the state was rolled back); cleared by the next change. */
  isFailed: boolean;
  /** Asks for `next`: shown at once, saved through `onToggle`, rolled back on failure. */
  onChange: (next: boolean) => void;
}

/**
 * The one owner of a favorite's optimistic state, for the Favorite button and for embedders who
 * draw their own toggle: the state shown, the save in progress and the rollback on failure. The
 * host owns only the truth it knows (`favorited`) and the call (`onToggle`).
 *
 * ```tsx
 * const favorite = useFavorite({ favorited: store.has(id), onToggle: (next) => store.save(id, next) });
 * <ToggleButton isSelected={favorite.isSelected} onChange={favorite.onChange}>Favorite</ToggleButton>
 * ```
 *
 * - A change shows the new state at once and calls `onToggle(next)`; while it is pending,
 *   `isPending` is true and further changes are ignored (a double press saves once).
 * - If `onToggle` rejects, the previous state comes back, `isFailed` becomes true (say
 *   {@link FAVORITE_ERROR_MESSAGE} next to the toggle) and the error goes to `console.error`.
 * - A new `favorited` from the host replaces what is shown.
 */
export function useFavorite({ favorited, onToggle }: UseFavoriteOptions): FavoriteState {
  const [shown, setShown] = useState(favorited);
  const [known, setKnown] = useState(favorited);
  if (known !== favorited) {
    setKnown(favorited);
    setShown(favorited);
  }
  const [isPending, setPending] = useState(false);
  const [isFailed, setFailed] = useState(false);
  // Read synchronously, so that a second press in the same tick is ignored too.
  const saving = useRef(false);

  const onChange = (next: boolean) => {
    if (saving.current) return;
    saving.current = true;
    const previous = shown;
    setShown(next);
    setFailed(false);
    setPending(true);
    // A synchronous throw of `onToggle` is a failure like a rejection.
    new Promise<void>((resolve) => resolve(onToggle(next)))
      .catch((error: unknown) => {
        console.error(FAVORITE_ERROR_MESSAGE, error);
        setShown(previous);
        setFailed(true);
      })
      .finally(() => {
        saving.current = false;
        setPending(false);
      });
  };

  return { isSelected: shown, isPending, isFailed, onChange };
}
