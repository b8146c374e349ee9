import { useId } from 'react';
import { cx } from '../../internal/classNames.ts';

/** Heading levels a message component can use. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The 404 message of spec section 8, word for word. */
export const NOT_FOUND_MESSAGE =
  'The page you requested cannot be found. Check the URL, or contact support if you believe this page should be working.';

/** `mailto:` link to support whose subject names the missing page's url. */
export function supportMailtoHref(supportEmail: string, url: string): string {
  const subject = `Page not found (404): ${url}`;
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;
}

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  /** Support address for the mail link. */
  supportEmail: string;
  /** The url that was not found; it goes into the mail's subject. */
  url: string;
  /** Heading text. Defaults to `Page not found`. */
  title?: string;
  /** Heading level. Defaults to 1 (the page's own heading). */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The page-not-found screen: a heading, the spec's message, whose "contact support" is a mail link to
 * `supportEmail` with the url in the subject, and the address written out for copying.
 */
export function NotFound({
  supportEmail,
  url,
  title = 'Page not found',
  headingLevel = 1,
  className,
}: NotFoundProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const href = supportMailtoHref(supportEmail, url);
  return (
    <section className={cx('conf-NotFound', className)} aria-labelledby={titleId}>
      <Heading id={titleId} className="conf-Message-title">
        {title}
      </Heading>
      <p className="conf-Message-text">
        The page you requested cannot be found. Check the URL, or <a href={href}>contact support</a> if you
        believe this page should be working.
      </p>
      <p className="conf-Message-detail">Support: {supportEmail}</p>
    </section>
  );
}
