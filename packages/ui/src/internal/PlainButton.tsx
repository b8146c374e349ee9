import type { ButtonHTMLAttributes } from 'react';
import type { ButtonVariant } from '../components/Button/Button.tsx';
import { cx } from './classNames.ts';

/** Props of {@link PlainButton}: a native button's, and the Button look's variant. */
export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Exposed as `data-variant`, as Button's. Defaults to `secondary`. */
  variant?: ButtonVariant;
}

/**
 * A native `<button type="button">` with the Button look (`conf-Button`, `data-variant`; its hover,
 * press and focus states are Button.css's pseudo-classes), for buttons repeated on every tile of a
 * long list (Share, Favorite, a clash's Remove). React-aria's Button tracks press, hover and focus in
 * hooks of its own: rendering 60 new tiles took about twice as long with it (`pnpm bench lists`).
 * Enter, Space and clicks are the browser's; a button that opens a dialog focuses itself on click,
 * so that focus comes back to it when the dialog closes (Safari does not focus a clicked button).
 */
export function PlainButton({
  variant = 'secondary',
  className,
  type = 'button',
  ...props
}: PlainButtonProps) {
  return <button {...props} type={type} data-variant={variant} className={cx('conf-Button', className)} />;
}
