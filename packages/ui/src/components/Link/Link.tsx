import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps, VisuallyHidden } from 'react-aria-components';
import { withBaseClass } from '../../internal/classNames.ts';
import type { ButtonVariant } from '../Button/Button.tsx';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AriaLinkProps, 'children'> {
  children?: ReactNode;
  /**
   * Opens the link in a new tab with `rel="noopener noreferrer"` and tells assistive technology so
   * (the hint text is `externalHint`). Use it for links that leave the product (Buy a Badge, Book a Hotel).
   */
  isExternal?: boolean;
  /** Hidden hint read after the text of an external link. Defaults to `(opens in a new tab)`. */
  externalHint?: string;
}

function linkProps({ isExternal, externalHint = '(opens in a new tab)', children, ...props }: LinkProps) {
  return {
    ...props,
    ...(isExternal ? { target: '_blank', rel: 'noopener noreferrer', 'data-external': true } : {}),
    children: isExternal ? (
      <>
        {children}
        <VisuallyHidden elementType="span"> {externalHint}</VisuallyHidden>
      </>
    ) : (
      children
    ),
  };
}

/**
 * A link (react-aria-components `Link`). With an `href` it renders an `<a>`; inside a
 * {@link UIRouterProvider} it navigates with the host application's router instead of reloading.
 */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...linkProps(props)} className={withBaseClass('conf-Link', className)} />;
}

/** Props of {@link LinkButton}. */
export interface LinkButtonProps extends LinkProps {
  /** Visual weight, exposed as `data-variant`. Defaults to `secondary`. */
  variant?: ButtonVariant;
}

/** A link that looks like a {@link Button} (same `conf-Button` class and `data-variant`), for navigation actions. */
export function LinkButton({ variant = 'secondary', className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...linkProps(props)}
      data-variant={variant}
      className={withBaseClass('conf-Button conf-LinkButton', className)}
    />
  );
}
