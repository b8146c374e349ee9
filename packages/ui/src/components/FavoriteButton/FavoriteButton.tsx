import { type CSSProperties, lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { cx } from '../../internal/classNames.ts';
import { FAVORITE_ERROR_MESSAGE, favoriteLabel, SIGN_IN_TOOLTIP } from './favoriteState.ts';
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
   * Where the sign-in dialog's "Log in" goes. A function is called when the dialog opens (so that
   * a button in a long list need not render again whenever the page's address changes).
   */
  loginHref: string | (() => string);
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
 * presses are ignored (the button keeps its focus). If it rejects, the
 * previous state comes back and an inline alert says "Could not update your favorites. Try again."
 * (inline rather than a toast, so that it works without a toast provider and stays next to the
 * button it is about); it clears on the next press. The error goes to the console only as well.
 *
 * Visitor: a button named "Favorite {itemName}" with the tooltip "Sign in to add to your favorites"
 * (hover after `tooltipDelay`, keyboard focus at once; Escape hides it) that opens the
 * {@link SignInDialog}; focus comes back to it on close.
 *
 * Light enough for a list of 60 tiles: a native `<button>` with the Button look (its states by CSS
 * pseudo-classes), a tooltip that exists only while shown, and a sign-in dialog whose code loads
 * when it first opens and that is mounted only while open.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  return props.signedIn ? <ToggleButton {...props} /> : <VisitorButton {...props} />;
}

/** What both buttons carry: the item's data and the Button look. */
function buttonData({ itemType, itemId, size = 'regular' }: FavoriteButtonProps) {
  return {
    type: 'button' as const,
    'data-item-type': itemType,
    'data-item-id': itemId,
    'data-size': size,
    className: 'conf-Button conf-FavoriteButton-button',
  };
}

function ToggleButton(props: FavoriteButtonProps) {
  const { itemName, favorited, onToggle, className } = props;
  const [shown, setShown] = useState(favorited);
  const [known, setKnown] = useState(favorited);
  if (known !== favorited) {
    // The host's state changed (another tab, a reload of the favorites): show it.
    setKnown(favorited);
    setShown(favorited);
  }
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

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

  return (
    // The busy state is on the button's wrapper too, with the alert that may follow the button.
    <span className={cx('conf-FavoriteButton', className)} aria-busy={pending || undefined}>
      <button
        {...buttonData(props)}
        data-variant={shown ? 'primary' : 'secondary'}
        data-pending={pending || undefined}
        aria-pressed={shown}
        aria-disabled={pending || undefined}
        onClick={toggle}
      >
        {pending ? (
          <span className="conf-FavoriteButton-spinner" aria-hidden="true" />
        ) : (
          <HeartIcon filled={shown} />
        )}
        {favoriteLabel(shown)}
        <Hidden> {itemName}</Hidden>
        {pending ? <Hidden> Saving…</Hidden> : null}
      </button>
      {failed ? (
        <span role="alert" className="conf-FavoriteButton-error">
          {FAVORITE_ERROR_MESSAGE}
        </span>
      ) : null}
    </span>
  );
}

function VisitorButton(props: FavoriteButtonProps) {
  const { itemName, loginHref, className, tooltipDelay = 500 } = props;
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
      <button
        {...buttonData(props)}
        {...tooltip.triggerProps}
        data-variant="secondary"
        aria-haspopup="dialog"
        onClick={open}
      >
        <HeartIcon filled={false} />
        {favoriteLabel(false)}
        <Hidden> {itemName}</Hidden>
      </button>
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
            loginHref={signInHref}
          />
        </Suspense>
      )}
    </span>
  );
}

/** Visually hidden, read by screen readers (a plain span: nothing to track inside a button). */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

function Hidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN}>{children}</span>;
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
