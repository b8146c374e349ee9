import { publishNote } from '@conf/core';
import { Badge, FallbackImage, useTimeZone } from '@conf/ui';
import type { ReactNode } from 'react';

/** Props of {@link RecordHeader}. */
export interface RecordHeaderProps {
  /** Id of the `<h1>`, which names the page's article. */
  titleId: string;
  /** What kind of record this is (`Film & TV Project`, `Venue`), or a tag linking to similar records. */
  kind: ReactNode;
  name: string;
  /**
   * Square image; the record's initial stands in without one. `fallback` (the record's generated
   * placeholder) replaces an image that does not load.
   */
  image?: { url: string; alt: string; fallback?: string } | null;
  featured?: boolean;
  /** Publication date: a future one shows "Visible after {date}" (seen in preview mode). */
  publishAt?: string | null;
  /** Facts under the name. */
  children?: ReactNode;
}

/** The head of a record's detail page: image, kind, badges, name and key facts. */
export function RecordHeader({
  titleId,
  kind,
  name,
  image,
  featured,
  publishAt,
  children,
}: RecordHeaderProps) {
  const timeZone = useTimeZone();
  const note = publishAt === undefined ? null : publishNote(publishAt, new Date(), timeZone);
  return (
    <div className="site-profile-head">
      {image ? (
        <FallbackImage
          className="site-profile-photo"
          src={image.url}
          fallbackSrc={image.fallback}
          alt={image.alt}
        />
      ) : (
        <span className="site-profile-photo site-avatar-initial" aria-hidden="true">
          {name.charAt(0)}
        </span>
      )}
      <div className="site-detail-summary">
        <div className="site-detail-tags">
          <span className="site-eyebrow">{kind}</span>
          {featured ? <Badge tone="info">Featured</Badge> : null}
          {note?.kind === 'visible-after' ? <Badge tone="warning">{note.text}</Badge> : null}
        </div>
        <h1 id={titleId}>{name}</h1>
        {children}
      </div>
    </div>
  );
}
