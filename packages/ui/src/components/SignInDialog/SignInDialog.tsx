import { Button } from '../Button/Button.tsx';
import { LinkButton } from '../Link/Link.tsx';
import { Modal } from '../Modal/Modal.tsx';

/** The sign-in prompt's title (spec section 2). */
export const SIGN_IN_TITLE = 'Start favoriting events';

/** Props of {@link SignInDialog}. */
export interface SignInDialogProps {
  /** Whether it is open (controlled). */
  isOpen: boolean;
  /** Called when it opens or closes ("Stay logged out", Escape, the close button, an outside click). */
  onOpenChange: (open: boolean) => void;
  /** Where "Log in" goes (the sign-in page, with the current page as its origin). */
  loginHref: string;
  /** The body text. Defaults to a sentence on what favorites give. */
  description?: string;
}

/**
 * The sign-in prompt a visitor gets on pressing Favorite (spec sections 2 and 6): a {@link Modal}
 * titled "Start favoriting events" with a short text, a "Log in" link-button to `loginHref` and a
 * "Stay logged out" button that closes it. Focus moves into the dialog, is trapped there and returns
 * to the element that opened it; Escape closes it.
 */
export function SignInDialog({
  isOpen,
  onOpenChange,
  loginHref,
  description = 'Log in to save sessions, speakers, venues and people to My Favorites and find them again on any device.',
}: SignInDialogProps) {
  return (
    <Modal title={SIGN_IN_TITLE} isOpen={isOpen} onOpenChange={onOpenChange} className="conf-SignInDialog">
      {({ close }) => (
        <>
          <p className="conf-SignInDialog-text">{description}</p>
          <div className="conf-SignInDialog-actions">
            <LinkButton variant="primary" href={loginHref}>
              Log in
            </LinkButton>
            <Button onPress={close}>Stay logged out</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
