import type { ComponentPropsWithoutRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/classNames.ts';
import { followInApp } from '../../internal/followLink.ts';
import { VisuallyHidden } from '../../internal/VisuallyHidden.tsx';
import type { ButtonVariant } from '../Button/Button.tsx';
import { useProductBaseUrl, useProductUrl } from '../ProductUrl/ProductUrl.tsx';
import { useLinkRouter } from './linkRouter.ts';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'children'> {
  children?: ReactNode;
  /**
   * Opens the link in a new tab with `rel="noopener noreferrer"` and tells assistive technology so
   * (the hint text is `externalHint`). Use it for links that leave the product (Buy a Badge, Book a Hotel).
   */
  isExternal?: boolean;
  /** Hidden hint read after the text of an external link. Defaults to `(opens in a new tab)`. */
  externalHint?: string;
  /** Called when the link is activated with the primary button or Enter (before it is followed). */
  onPress?: () => void;
}

/**
 * The anchor of {@link Link} and {@link LinkButton}: the href as the host's router writes it, and a
 * plain activation (primary button or Enter, no modifier key, no `target`) followed by the router
 * instead of loading the page; modified clicks and other targets stay the browser's.
 */
function RoutedAnchor({
  href,
  isExternal,
  externalHint = '(opens in a new tab)',
  onPress,
  onClick,
  children,
  ...props
}: LinkProps) {
  const router = useLinkRouter();
  // On another site (ProductUrlProvider) a product path is absolute and the browser follows it.
  const onProduct = useProductBaseUrl() !== null;
  const toProduct = useProductUrl();
  const routed = router.useHref(href ?? '');
  const written = onProduct ? toProduct(href ?? '') : routed;
  const activate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.button !== 0) return;
    // A press, as react-aria's: told even when a handler keeps the browser from following the link.
    onPress?.();
    if (router.navigate && href !== undefined && !onProduct) {
      const navigate = router.navigate;
      followInApp(event, href, navigate);
    }
  };
  return (
    <a
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer', 'data-external': true } : {})}
      href={href === undefined ? undefined : written}
      onClick={activate}
    >
      {children}
      {isExternal ? <VisuallyHidden elementType="span"> {externalHint}</VisuallyHidden> : null}
    </a>
  );
}

/**
 * A link: an `<a class="conf-Link">`. Inside a {@link UIRouterProvider} a plain click or Enter
 * navigates with the host application's router instead of reloading; hover and keyboard focus are
 * styled with `:hover` and `:focus-visible`.
 */
export function Link({ className, ...props }: LinkProps) {
  return <RoutedAnchor {...props} className={cx('conf-Link', className)} />;
}

/** Props of {@link LinkButton}. */
export interface LinkButtonProps extends LinkProps {
  /** Visual weight, exposed as `data-variant`. Defaults to `secondary`. */
  variant?: ButtonVariant;
}

/** A link that looks like a {@link Button} (same `conf-Button` class and `data-variant`), for navigation actions. */
export function LinkButton({ variant = 'secondary', className, ...props }: LinkButtonProps) {
  return (
    <RoutedAnchor
      {...props}
      data-variant={variant}
      className={cx('conf-Button conf-LinkButton', className)}
    />
  );
}
