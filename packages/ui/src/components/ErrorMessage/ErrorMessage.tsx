import { useId } from 'react';
import { cx } from '../../internal/classNames.ts';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';

/** The heading of spec section 8 for route and attendee errors. */
export const ERROR_TITLE = 'We encountered an error!';

/** Props of {@link ErrorMessage}. */
export interface ErrorMessageProps {
  /** What went wrong, shown under the heading. */
  message?: string | null;
  /** Heading level. Defaults to 1 (the page's own heading). */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** "We encountered an error!" with the error's message, for route errors and attendee errors. */
export function ErrorMessage({ message, headingLevel = 1, className }: ErrorMessageProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={cx('conf-ErrorMessage', className)} aria-labelledby={titleId}>
      <Heading id={titleId} className="conf-Message-title">
        {ERROR_TITLE}
      </Heading>
      {message ? <p className="conf-Message-text">{message}</p> : null}
    </section>
  );
}
