import { FallbackImage } from '@conf/ui';
import { type PersonKind, personFallback } from './placeholderImage.ts';

/** Props of {@link PersonPhoto}. */
export interface PersonPhotoProps {
  kind: PersonKind;
  /** The person's id (an attendee's uid, a contributor's entity id): the seed of their placeholder. */
  id: string;
  /** Their photo; missing, empty or not loading: the placeholder. */
  src: string | null | undefined;
  /** What the photo shows (its alt text); a person without a photo gets a decorative placeholder. */
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}

/**
 * A person's photo with the one fallback used everywhere a person is shown (the directory's and the
 * search's result tiles, the attendee page, the contributor page, an event's people): the server's
 * generated placeholder of their kind, `/images/{kind}/{id}.svg` (a silhouette for attendees and
 * speakers; {@link personFallback}), the same for a missing photo as for one that does not load.
 * (An event's people use `personFallback` with a FallbackImage of their own, so that the event page,
 * under a first-load budget, loads no extra chunk for this.)
 *
 * Why the placeholder and not a monogram: the result tiles of `@conf/ui` take an image address, not
 * a node, and already fell back to this placeholder; the pages fell back to it too when a photo did
 * not load, but showed a monogram when there was no photo at all, so one person looked one way in
 * the directory and another on their page. The placeholder is the one that every place can show in
 * both cases, it reads as a person whatever the name starts with (a monogram of "'t Hooft" or of an
 * emoji does not), and the same person gets the same picture everywhere.
 */
export function PersonPhoto({ kind, id, src, alt, className, width, height }: PersonPhotoProps) {
  const hasPhoto = src != null && src !== '';
  return (
    <FallbackImage
      className={className}
      src={src}
      fallbackSrc={personFallback(kind, id)}
      alt={hasPhoto ? alt : ''}
      {...(width === undefined ? {} : { width })}
      {...(height === undefined ? {} : { height })}
    />
  );
}
