import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { withBaseClass } from '../../internal/withBaseClass.ts';

/** Visual weight of a button; styled by the theme through `data-variant`. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Props of {@link Button}: every react-aria-components Button prop plus a `variant`. */
export interface ButtonProps extends AriaButtonProps {
  /** Visual weight, exposed as `data-variant`. Defaults to `secondary`. */
  variant?: ButtonVariant;
}

/**
 * A button (react-aria-components `Button`): presses from mouse, touch and keyboard through `onPress`,
 * `isDisabled`, `isPending` (announced, and the button stays focusable). State is exposed as
 * `data-pressed`, `data-hovered`, `data-focus-visible`, `data-disabled`, `data-pending` and `data-variant`.
 */
export function Button({ variant = 'secondary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} data-variant={variant} className={withBaseClass('conf-Button', className)} />;
}
