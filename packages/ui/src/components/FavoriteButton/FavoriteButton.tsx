import { lazy, Suspense, useState } from 'react';
import { Tooltip, TooltipTrigger, VisuallyHidden } from 'react-aria-components';
import { cx } from '../../internal/classNames.ts';
import { Button } from '../Button/Button.tsx';
import { FAVORITE_ERROR_MESSAGE, favoriteLabel, SIGN_IN_TOOLTIP } from './favoriteState.ts';

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
  /** Where the sign-in dialog's "Log in" goes. */
  loginHref: string;
  /** Defaults to `regular`; exposed as `data-size`. */
  size?: 'small' | 'regular';
  className?: string;
  /** Milliseconds of hover before the visitor's tooltip shows (keyboard focus shows it at once). Defaults to 500. */
  tooltipDelay?: number;
}

/**
 * The Favorite / Favorited toggle (spec sections 4 and 6).
 *
 * Signed in: a toggle button (`aria-pressed`) named "Favorite {itemName}" or "Favorited {itemName}".
 * Pressing it shows the new state at once (optimistic) and calls `onToggle(next)`; while that is
 * pending a spinner shows, the button and its wrapper are busy (`aria-disabled`, `aria-busy`, "Saving…" for screen readers) and further
 * presses are ignored (react-aria's `isPending`, which keeps the button focusable). If it rejects, the
 * previous state comes back and an inline alert says "Could not update your favorites. Try again."
 * (inline rather than a toast, so that it works without a toast provider and stays next to the
 * button it is about); it clears on the next press. The error goes to the console only as well.
 *
 * Visitor: a button named "Favorite {itemName}" with the tooltip "Sign in to add to your favorites"
 * (hover and keyboard focus) that opens the {@link SignInDialog}; focus comes back to it on close.
 */
export function FavoriteButton({
  itemType,
  itemId,
  itemName,
  favorited,
  signedIn,
  onToggle,
  loginHref,
  size = 'regular',
  className,
  tooltipDelay = 500,
}: FavoriteButtonProps) {
  const [shown, setShown] = useState(favorited);
  const [known, setKnown] = useState(favorited);
  if (known !== favorited) {
    // The host's state changed (another tab, a reload of the favorites): show it.
    setKnown(favorited);
    setShown(favorited);
  }
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);

  const toggle = async () => {
    if (pending) return;
    const previous = shown;
    const next = !previous;
    setShown(next);
    setFailed(false);
    setPending(true);
    try {
      await onToggle(next);
    } catch (error) {
      console.error(FAVORITE_ERROR_MESSAGE, error);
      setShown(previous);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const common = {
    'data-item-type': itemType,
    'data-item-id': itemId,
    'data-size': size,
    className: 'conf-FavoriteButton-button',
  };

  if (!signedIn) {
    return (
      <span className={cx('conf-FavoriteButton', className)}>
        <TooltipTrigger delay={tooltipDelay}>
          <Button {...common} aria-haspopup="dialog" onPress={() => setSignInOpen(true)}>
            <HeartIcon filled={false} />
            {favoriteLabel(false)}
            <VisuallyHidden> {itemName}</VisuallyHidden>
          </Button>
          <Tooltip className="conf-Tooltip" offset={6}>
            {SIGN_IN_TOOLTIP}
          </Tooltip>
        </TooltipTrigger>
        {signInOpen ? (
          <Suspense fallback={null}>
            <SignInDialog isOpen onOpenChange={setSignInOpen} loginHref={loginHref} />
          </Suspense>
        ) : null}
      </span>
    );
  }

  return (
    // react-aria's Button does not pass `aria-busy` on: the busy state is on the button's wrapper.
    <span className={cx('conf-FavoriteButton', className)} aria-busy={pending || undefined}>
      <Button
        {...common}
        variant={shown ? 'primary' : 'secondary'}
        aria-pressed={shown}
        isPending={pending}
        onPress={toggle}
      >
        {pending ? (
          <span className="conf-FavoriteButton-spinner" aria-hidden="true" />
        ) : (
          <HeartIcon filled={shown} />
        )}
        {favoriteLabel(shown)}
        <VisuallyHidden> {itemName}</VisuallyHidden>
        {pending ? <VisuallyHidden> Saving…</VisuallyHidden> : null}
      </Button>
      {failed ? (
        <span role="alert" className="conf-FavoriteButton-error">
          {FAVORITE_ERROR_MESSAGE}
        </span>
      ) : null}
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
