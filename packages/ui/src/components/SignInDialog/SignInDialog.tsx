import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { LinkButton } from '../Link/Link.tsx';
import { Modal } from '../Modal/Modal.tsx';

/** The sign-in prompt's title (spec section 2). */
export const SIGN_IN_TITLE = 'Start favoriting events';

/**
 * Why a sign-in through {@link SignInDialogProps.onSignIn} gave up, in words. `reason` is that of
 * `@conf/api-client`'s `EmbedSignInError` (read structurally: this package does not depend on it).
 */
export function signInFailureMessage(error: unknown): string {
  const reason =
    typeof error === 'object' && error !== null ? (error as { reason?: unknown }).reason : undefined;
  switch (reason) {
    case 'popup_blocked':
      return 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
    case 'cancelled':
      return 'Sign-in was cancelled. Log in again to save favorites.';
    case 'closed':
      return 'The sign-in window was closed before you allowed this site. Try again.';
    default:
      return 'Could not sign you in. Try again.';
  }
}

/** How a visitor signs in: a link to the product's sign-in page, or a sign-in of the host's (the popup). */
export type SignInAction =
  | {
      /** Where "Log in" goes (the sign-in page, with the current page as its origin). */
      loginHref: string;
      onSignIn?: undefined;
    }
  | {
      loginHref?: undefined;
      /**
       * Signs in from the "Log in" press, e.g. `@conf/api-client`'s `signInFromEmbed` popup on another
       * site. Called within the press, so that the browser lets it open a window. The dialog closes
       * when it resolves and says why when it rejects.
       */
      onSignIn: () => Promise<void>;
    };

/** Props of {@link SignInDialog}. */
export type SignInDialogProps = SignInAction & {
  /** Whether it is open (controlled). */
  isOpen: boolean;
  /** Called when it opens or closes ("Stay logged out", Escape, the close button, an outside click). */
  onOpenChange: (open: boolean) => void;
  /** The body text. Defaults to a sentence on what favorites give. */
  description?: string;
};

/**
 * The sign-in prompt a visitor gets on pressing Favorite (spec sections 2 and 6): a {@link Modal}
 * titled "Start favoriting events" with a short text, a "Log in" link-button to `loginHref` and a
 * "Stay logged out" button that closes it. Focus moves into the dialog, is trapped there and returns
 * to the element that opened it; Escape closes it.
 *
 * With `onSignIn` instead (an embed on another site), "Log in" is a button that calls it: busy while
 * it runs (`aria-busy`, "Signing in…"), the dialog closes when it resolves, and an alert in the
 * dialog says why when it rejects ({@link signInFailureMessage}: popup blocked, cancelled, closed).
 */
export function SignInDialog({
  isOpen,
  onOpenChange,
  loginHref,
  onSignIn,
  description = 'Log in to save sessions, speakers, venues and people to My Favorites and find them again on any device.',
}: SignInDialogProps) {
  return (
    <Modal title={SIGN_IN_TITLE} isOpen={isOpen} onOpenChange={onOpenChange} className="conf-SignInDialog">
      {({ close }) => (
        <>
          <p className="conf-SignInDialog-text">{description}</p>
          {onSignIn ? (
            <SignInActions onSignIn={onSignIn} close={close} />
          ) : (
            <div className="conf-SignInDialog-actions">
              <LinkButton variant="primary" href={loginHref}>
                Log in
              </LinkButton>
              <Button onPress={close}>Stay logged out</Button>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}

function SignInActions({ onSignIn, close }: { onSignIn: () => Promise<void>; close: () => void }) {
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = () => {
    setPending(true);
    setFailure(null);
    // Called now, within the press: a popup opened later would be blocked.
    new Promise<void>((resolve) => resolve(onSignIn())).then(close, (error: unknown) => {
      setPending(false);
      setFailure(signInFailureMessage(error));
    });
  };
  return (
    <>
      {failure ? (
        <p role="alert" className="conf-SignInDialog-error">
          {failure}
        </p>
      ) : null}
      <div className="conf-SignInDialog-actions">
        <Button variant="primary" onPress={signIn} isPending={isPending}>
          {isPending ? 'Signing in…' : 'Log in'}
        </Button>
        <Button onPress={close}>Stay logged out</Button>
      </div>
    </>
  );
}
