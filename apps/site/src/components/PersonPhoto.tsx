import { FallbackImage } from '@conf/ui';
import { placeholderImage } from './placeholderImage.ts';

/** The kinds of person the site shows a photo of: an attendee, a speaker (person) or an artist. */
export type PersonKind = 'attendee' | 'person' | 'artist';

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

/** The one picture of a person who has no photo, or whose photo does not load. */
export function personFallback(kind: PersonKind, id: string): string {
  return placeholderImage(kind, id);
}

/**
 * A person's photo with the one fallback used everywhere a person is shown (the directory's and the
 * search's result tiles, the attendee page, the contributor page, an event's people): the server's
 * generated placeholder of their kind, `/images/{kind}/{id}.svg` (a silhouette for attendees and
 * speakers), the same for a missing photo as for one that does not load.
 *
 * Why the placeholder and not a monogram: the result tiles of `@conf/ui` take an image address, not
 * a node, and already fell back to this placeholder; the pages fell back to it too when a photo did
 * not load, and showed a monogram only when there was no photo at all, so one person had two
 * fallbacks on one page and a third look in the directory. The placeholder is the one that every
 * place can show in both cases, it reads as a person whatever the name starts with (a monogram of
 * "'t Hooft" or of an emoji does not), and the same person gets the same picture everywhere.
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
