import { type ReactNode, useId } from 'react';

/** A titled part of a detail page (About, Access, Details, Tags…): a section named by its h2. */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className ? `site-section ${className}` : 'site-section'}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
