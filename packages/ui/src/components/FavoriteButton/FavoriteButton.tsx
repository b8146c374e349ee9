import { lazy, type MouseEvent, type ReactElement, Suspense, useState } from 'react';
import { cx } from '../../internal/classNames.ts';
import { PlainButton } from '../../internal/PlainButton.tsx';
import { VisuallyHidden } from '../../internal/VisuallyHidden.tsx';
import type { FavoriteItemLike } from './favoriteItem.ts';
import { favoriteItemType } from './favoriteItem.ts';
import { FAVORITE_ERROR_MESSAGE, favoriteLabel, SIGN_IN_TOOLTIP } from './favoriteState.ts';
import { useFavorite, useProvidedFavorite } from './useFavorite.ts';
import { useHintTooltip } from './useHintTooltip.ts';

/** The sign-in dialog's code (react-aria's modal and focus scope) loads when it first opens. */
const SignInDialog = /* @__PURE__ */ lazy(() =>
  import('../SignInDialog/SignInDialog.tsx').then((module) => ({ default: module.SignInDialog })),
);

/** Kinds of favorite items, as in the favorite calls (`POST /favorite/{type}`). */
export type FavoriteItemType = 'events' | 'entities' | 'venues' | 'attendees';

/** Props of {@link FavoriteButton}. */
export interface FavoriteButtonProps {
  /** The kind of item, exposed as `data-item-type`. */
  itemType: FavoriteItemType;
  /** The item's id, exposed as `data-item-id`. */
  itemId: string;
  /** The item's name: part of the button's accessible name ("Favorite Opening Keynote"). */
  itemName: string;
  /** Whether the item is a favorite now (the host's truth; a change from outside is shown at once). */
  favorited: boolean;
  /** Whether someone is signed in; a visitor gets the sign-in tooltip and dialog instead. */
  signedIn: boolean;
  /** Saves the new state; the button shows it at once and rolls back if this rejects. */
  onToggle: (next: boolean) => Promise<void>;
  /**
   * Where the sign-in dialog's "Log in" goes; default `/login` (absolute inside a ProductUrlProvider).
   * A function is called when the dialog opens (so that a button in a long list need not render
   * again whenever the page's address changes).
   */
  loginHref?: string | (() => string);
  /**
   * Signs the visitor in from the dialog's "Log in" press instead of following `loginHref`: on another
   * site, `@conf/api-client`'s `signInFromEmbed` popup. The dialog closes when it resolves (the host
   * then passes `signedIn`) and says why when it rejects (popup blocked, cancelled, closed).
   */
  onSignIn?: () => Promise<void>;
  /** Defaults to `regular`; exposed as `data-size`. */
  size?: 'small' | 'regular';
  className?: string;
  /** Milliseconds of hover before the visitor's tooltip shows (keyboard focus shows it at once). Defaults to 500. */
  tooltipDelay?: number;
}

/**
 * The Favorite / Favorited toggle (spec sections 4 and 6).
 *
 * Signed in: a toggle button (a native `<button>` with `aria-pressed`, `data-selected`) named
 * "Favorite {itemName}" or "Favorited {itemName}", driven by {@link useFavorite}, the one owner of
 * the optimistic state: a press shows the new state at once and calls `onToggle(next)`; while that
 * is pending a spinner shows, the wrapper is busy (`aria-busy`, "Saving…" for screen readers,
 * `data-pending` on the button) and further presses are ignored (the button keeps its focus). If it
 * rejects, the previous state comes back and an inline alert says "Could not update your
 * favorites. Try again." (inline rather than a toast, so that it works without a toast provider and
 * stays next to the button it is about); it clears on the next press. The error goes to the
 * console only as well. The host keeps only what it knows (`favorited`) and the call (`onToggle`).
 *
 * Visitor: a button named "Favorite {itemName}" with the tooltip "Sign in to add to your favorites"
 * (hover after `tooltipDelay`, keyboard focus at once; Escape hides it) that opens the
 * {@link SignInDialog} ("Log in" follows `loginHref`, or calls `onSignIn`: an embed's popup); focus
 * comes back to it on close.
 *
 * With `item` instead (a hit or an event), everything else comes from the nearest `FavoritesProvider`.
 *
 * Both are {@link PlainButton}s (native buttons with the Button look): a result list has one per
 * tile. The visitor's tooltip exists only while shown, and the sign-in dialog's code loads when it
 * first opens and it is mounted only while open.
 */
export function FavoriteButton(props: ProvidedFavoriteButtonProps): ReactElement;
export function FavoriteButton(props: FavoriteButtonProps): ReactElement;
export function FavoriteButton(props: FavoriteButtonProps | ProvidedFavoriteButtonProps): ReactElement {
  if ('item' in props) return <ProvidedFavoriteButton {...props} />;
  return props.signedIn ? <SignedInButton {...props} /> : <VisitorButton {...props} />;
}

/** Props of a {@link FavoriteButton} whose favorite comes from the nearest `FavoritesProvider`. */
export interface ProvidedFavoriteButtonProps
  extends Pick<FavoriteButtonProps, 'size' | 'className' | 'tooltipDelay'> {
  /** A search hit, an event (`event_id`, `name`) or a `{ type, id, name }` item. */
  item: FavoriteItemLike;
}

/**
 * `<FavoriteButton item={hit} />`: the state, the saving, whether someone is signed in and the sign-in
 * (the provider's popup, or its login page) come from the nearest `FavoritesProvider`. Nothing is
 * rendered for a hit that cannot be a favorite.
 */
function ProvidedFavoriteButton({ item: value, ...rest }: ProvidedFavoriteButtonProps) {
  const { item, favorited, isSignedIn, onToggle, signIn } = useProvidedFavorite(value);
  if (!item) return null;
  return (
    <FavoriteButton
      {...rest}
      {...signIn}
      itemType={favoriteItemType(item.type)}
      itemId={item.id}
      itemName={item.name}
      favorited={favorited}
      signedIn={isSignedIn}
      onToggle={onToggle}
    />
  );
}

/** What both buttons carry: the item's data and the Button look. */
function buttonData({ itemType, itemId, size = 'regular' }: FavoriteButtonProps) {
  return {
    'data-item-type': itemType,
    'data-item-id': itemId,
    'data-size': size,
    className: 'conf-FavoriteButton-button',
  };
}

function SignedInButton(props: FavoriteButtonProps) {
  const { itemName, favorited, onToggle, className } = props;
  const favorite = useFavorite({ favorited, onToggle });
  const { isSelected, isPending } = favorite;
  return (
    // The busy state is on the button's wrapper too, with the alert that may follow the button.
    <span className={cx('conf-FavoriteButton', className)} aria-busy={isPending || undefined}>
      <PlainButton
        {...buttonData(props)}
        aria-pressed={isSelected}
        onClick={() => favorite.onChange(!isSelected)}
        variant={isSelected ? 'primary' : 'secondary'}
        data-selected={isSelected || undefined}
        data-pending={isPending || undefined}
      >
        {isPending ? (
          <span className="conf-FavoriteButton-spinner" aria-hidden="true" />
        ) : (
          <HeartIcon filled={isSelected} />
        )}
        {favoriteLabel(isSelected)}
        <VisuallyHidden elementType="span"> {itemName}</VisuallyHidden>
        {isPending ? <VisuallyHidden elementType="span"> Saving…</VisuallyHidden> : null}
      </PlainButton>
      {favorite.isFailed ? (
        <span role="alert" className="conf-FavoriteButton-error">
          {FAVORITE_ERROR_MESSAGE}
        </span>
      ) : null}
    </span>
  );
}

function VisitorButton(props: FavoriteButtonProps) {
  const { itemName, loginHref = '/login', onSignIn, className, tooltipDelay = 500 } = props;
  const tooltip = useHintTooltip(tooltipDelay);
  // The dialog's "Log in" address while it is open; `null` while it is closed.
  const [signInHref, setSignInHref] = useState<string | null>(null);
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    // Focus returns to the button when the dialog closes (Safari does not focus a clicked button).
    event.currentTarget.focus();
    tooltip.hide();
    setSignInHref(typeof loginHref === 'function' ? loginHref() : loginHref);
  };
  return (
    <span className={cx('conf-FavoriteButton', className)}>
      <PlainButton {...buttonData(props)} {...tooltip.triggerProps} aria-haspopup="dialog" onClick={open}>
        <HeartIcon filled={false} />
        {favoriteLabel(false)}
        <VisuallyHidden elementType="span"> {itemName}</VisuallyHidden>
      </PlainButton>
      {tooltip.shown ? (
        <span id={tooltip.id} role="tooltip" className="conf-Tooltip conf-FavoriteButton-tooltip">
          {SIGN_IN_TOOLTIP}
        </span>
      ) : null}
      {signInHref === null ? null : (
        <Suspense fallback={null}>
          <SignInDialog
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen) setSignInHref(null);
            }}
            {...(onSignIn ? { onSignIn } : { loginHref: signInHref })}
          />
        </Suspense>
      )}
    </span>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="conf-FavoriteButton-icon">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
