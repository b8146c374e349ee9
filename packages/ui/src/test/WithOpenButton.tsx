import { type ComponentType, useState } from 'react';
import { Button } from '../components/Button/Button.tsx';

/** What a controlled dialog of this package takes to be opened and closed. */
export interface ControlledDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Props of {@link WithOpenButton}. */
export interface WithOpenButtonProps<P extends ControlledDialogProps> {
  /** The controlled dialog to show. */
  dialog: ComponentType<P>;
  /** Its props; `isOpen` is only where it starts, and `onOpenChange` is told of every change. */
  dialogProps: P;
  /** The text of the button that opens it. */
  buttonLabel: string;
}

/**
 * For stories (never exported by the package): a page with a button that opens a controlled dialog,
 * as the product's pages do, holding the open state so that the dialog can be opened, closed and
 * opened again, and focus can return to the button.
 */
export function WithOpenButton<P extends ControlledDialogProps>({
  dialog: Dialog,
  dialogProps,
  buttonLabel,
}: WithOpenButtonProps<P>) {
  const [open, setOpen] = useState(dialogProps.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{buttonLabel}</Button>
      <Dialog
        {...dialogProps}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          dialogProps.onOpenChange(next);
        }}
      />
    </>
  );
}
