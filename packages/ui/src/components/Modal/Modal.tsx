import type { ReactElement, ReactNode } from 'react';
import {
  Modal as AriaModal,
  Dialog,
  DialogTrigger,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  /** Content, or a function of `close` for content that closes the dialog (e.g. "Stay logged out"). */
  children: ReactNode | ((helpers: { close: () => void }) => ReactNode);
  /**
   * The element that opens the dialog (usually a {@link Button}); focus returns to it on close.
   * Leave it out to control the dialog with `isOpen` / `onOpenChange`.
   */
  trigger?: ReactElement;
  /** Whether it is open (controlled). */
  isOpen?: boolean;
  /** Whether it starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes it. Defaults to `true`. Escape closes it unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  /** Whether Escape is ignored. */
  isKeyboardDismissDisabled?: boolean;
  /** Accessible name of the close button. Defaults to `Close`. */
  closeLabel?: string;
  /** `alertdialog` for a dialog that interrupts with an urgent question. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the dialog box. */
  className?: string;
}

/**
 * A modal dialog (react-aria-components `ModalOverlay` + `Modal` + `Dialog` + `Heading`): focus moves
 * into it, is trapped there and returns to the trigger on close; Escape and (if dismissable) an outside
 * click close it; the page behind is hidden from assistive technology and does not scroll.
 */
export function Modal({
  title,
  children,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  closeLabel = 'Close',
  role,
  className,
}: ModalProps) {
  // Open state lives on the DialogTrigger when there is a trigger, else on the overlay.
  const openState = {
    ...(isOpen !== undefined ? { isOpen } : {}),
    ...(defaultOpen !== undefined ? { defaultOpen } : {}),
    ...(onOpenChange !== undefined ? { onOpenChange } : {}),
  };
  const overlayProps: ModalOverlayProps = {
    isDismissable,
    ...(isKeyboardDismissDisabled !== undefined ? { isKeyboardDismissDisabled } : {}),
    ...(trigger === undefined ? openState : {}),
  };

  const dialog = (
    <ModalOverlay {...overlayProps} className="conf-ModalOverlay">
      <AriaModal className="conf-Modal">
        <Dialog
          className={className ? `conf-Dialog ${className}` : 'conf-Dialog'}
          {...(role ? { role } : {})}
        >
          {({ close }) => (
            <>
              <div className="conf-Dialog-header">
                <Heading slot="title" className="conf-Dialog-title">
                  {title}
                </Heading>
                <Button variant="ghost" className="conf-Dialog-close" aria-label={closeLabel} onPress={close}>
                  <span aria-hidden="true">×</span>
                </Button>
              </div>
              <div className="conf-Dialog-body">
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );

  if (trigger === undefined) return dialog;
  return (
    <DialogTrigger {...openState}>
      {trigger}
      {dialog}
    </DialogTrigger>
  );
}
