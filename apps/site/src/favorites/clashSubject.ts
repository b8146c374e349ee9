import type { SearchHitLike } from '@conf/ui';

/**
 * Which events a clash warning is about (issue 16 item 1), apart from the rest of the clash code:
 * result tiles import this with the page, the rest (clashSource.ts) loads with the first warning.
 */

/** An event shown on the page that may clash: a result tile's or an event page's. */
export interface ClashSubject {
  id: string;
  name: string;
  start: string | null;
  end: string | null;
  venue: { id: string; name: string } | null;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The subject of an event's result tile; `null` for other hits and canceled events. */
export function subjectOfHit(hit: SearchHitLike): ClashSubject | null {
  const source = hit._source;
  if (hit.type !== 'event' || source.canceled === true) return null;
  const venue = source.venue as { id?: unknown; name?: unknown } | null | undefined;
  const venueId = textOf(venue?.id);
  return {
    id: hit.favorite_id ?? hit._id,
    name: textOf(source.name) ?? hit._id,
    start: textOf(source.start_time),
    end: textOf(source.end_time),
    venue: venueId === null ? null : { id: venueId, name: textOf(venue?.name) ?? venueId },
  };
}
