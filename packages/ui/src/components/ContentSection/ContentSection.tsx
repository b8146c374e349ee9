import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/classNames.ts';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';

/** Props of {@link ContentSection}. */
export interface ContentSectionProps {
  title: ReactNode;
  /** Defaults to 2. */
  headingLevel?: HeadingLevel;
  children: ReactNode;
  className?: string;
}

/** A titled section of a detail page: a `<section>` named by its heading. */
export function ContentSection({ title, headingLevel = 2, children, className }: ContentSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={cx('conf-ContentSection', className)}>
      <Heading id={headingId} className="conf-ContentSection-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
