import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SignInAction } from '../SignInDialog/SignInDialog.tsx';
import { type FavoriteSource, useFavoriteSource } from './FavoritesProvider.tsx';
import { type FavoriteItem, type FavoriteItemLike, favoriteItemOf } from './favoriteItem.ts';
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

/** What `useFavorite(item)` gives: {@link FavoriteState}, and what the provider knows of the item and the user. */
export interface ItemFavoriteState extends FavoriteState {
  /** The favorite the hit or event stands for; `null` when it cannot be one (a hit with no favorite type). */
  item: FavoriteItem | null;
  /** Whether the server has answered for the item yet (until then `isSelected` is false). */
  isKnown: boolean;
  /** Whether someone is signed in. A visitor's `onChange` saves nothing: offer `signIn` instead. */
  isSignedIn: boolean;
  /** How a visitor signs in: the provider's `signIn` (a popup) or its `loginHref` (default `/login`). */
  signIn: SignInAction;
}

/** What the nearest FavoritesProvider knows of an item, as the Favorite button's props. */
export interface ProvidedFavorite {
  item: FavoriteItem | null;
  favorited: boolean;
  isKnown: boolean;
  isSignedIn: boolean;
  onToggle: (next: boolean) => Promise<void>;
  signIn: SignInAction;
}

const NOTHING_TO_FOLLOW = () => () => undefined;
const DEFAULT_LOGIN_HREF = '/login';

function isOptions(value: UseFavoriteOptions | FavoriteItemLike): value is UseFavoriteOptions {
  return 'onToggle' in value;
}

function signInOf(source: FavoriteSource | null): SignInAction {
  const signIn = source?.signIn;
  return signIn
    ? { onSignIn: () => signIn.call(source) }
    : { loginHref: source?.loginHref ?? DEFAULT_LOGIN_HREF };
}

/**
 * An item's favorite as the nearest {@link FavoritesProvider} knows it (followed with
 * `useSyncExternalStore`, asked about through the source's `watch`). `null` follows nothing, so that
 * the hook may be called in any case; an item without a provider throws (a programming error).
 */
export function useProvidedFavorite(value: FavoriteItemLike | null): ProvidedFavorite {
  const source = useFavoriteSource();
  if (value !== null && source === null) {
    throw new Error('useFavorite(item) and <FavoriteButton item> need a <FavoritesProvider> above them');
  }
  const item = value === null ? null : favoriteItemOf(value);
  const type = item?.type;
  const id = item?.id;
  const subscribe = source && item ? source.subscribe.bind(source) : NOTHING_TO_FOLLOW;
  const readState = () => (source && type && id !== undefined ? source.get(type, id) : undefined);
  const state = useSyncExternalStore(subscribe, readState, readState);
  const readSignedIn = () => source?.signedIn ?? false;
  const isSignedIn = useSyncExternalStore(subscribe, readSignedIn, readSignedIn);
  useEffect(
    () => (source?.watch && type && id !== undefined ? source.watch(type, id) : undefined),
    [source, type, id],
  );
  const onToggle = useCallback(
    async (next: boolean) => {
      if (!source || !type || id === undefined) throw new Error('Nothing to favorite');
      await source.toggle(type, id, next);
    },
    [source, type, id],
  );
  return {
    item,
    favorited: state === true,
    isKnown: state !== undefined,
    isSignedIn,
    onToggle,
    signIn: signInOf(source),
  };
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
export function useFavorite(options: UseFavoriteOptions): FavoriteState;
/**
 * The favorite of a search hit or an event (or a `{ type, id, name }` item), from the nearest
 * {@link FavoritesProvider}: everything an embedder's own toggle needs.
 *
 * ```tsx
 * const favorite = useFavorite(hit);
 * if (!favorite.isSignedIn) return <button onClick={() => favorite.signIn.onSignIn?.()}>Sign in to favorite</button>;
 * <ToggleButton isSelected={favorite.isSelected} onChange={favorite.onChange}>Favorite</ToggleButton>
 * ```
 *
 * The state is the provider's, followed as it changes; a change is optimistic, saved through the
 * provider's `toggle`, rolled back on failure, exactly as with the options form (one implementation,
 * also the Favorite button's). A visitor's `onChange` saves nothing.
 */
export function useFavorite(item: FavoriteItemLike): ItemFavoriteState;
export function useFavorite(value: UseFavoriteOptions | FavoriteItemLike): FavoriteState | ItemFavoriteState {
  const options = isOptions(value) ? value : null;
  const provided = useProvidedFavorite(options ? null : (value as FavoriteItemLike));
  const toggle = useFavoriteToggle(options ?? provided);
  if (options) return toggle;
  const { item, isKnown, isSignedIn, signIn } = provided;
  return {
    ...toggle,
    onChange: isSignedIn && item ? toggle.onChange : () => undefined,
    item,
    isKnown,
    isSignedIn,
    signIn,
  };
}

/** The optimistic state of {@link useFavorite}, for both of its forms. */
function useFavoriteToggle({ favorited, onToggle }: UseFavoriteOptions): FavoriteState {
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
