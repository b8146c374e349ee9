import { formatEventDate } from './time.ts';
import type { DateInput } from './zone-names.ts';

/** The note a card shows about a record's publication. */
export type PublishNote =
  | { kind: 'visible-after'; text: string }
  | { kind: 'not-published'; text: 'Not published' };

/**
 * `Visible after Mar 5, 2026` (in the programme's zone) for a record published in the future (seen in preview mode),
 * `Not published` when `publish_at` is null, and `null` once it is public (or unreadable).
 */
export function publishNote(
  publishAt: DateInput | null | undefined,
  now: Date,
  timeZone: string,
): PublishNote | null {
  if (publishAt == null || publishAt === '') return { kind: 'not-published', text: 'Not published' };
  const at = publishAt instanceof Date ? publishAt : new Date(publishAt);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return null;
  return { kind: 'visible-after', text: `Visible after ${formatEventDate(publishAt, timeZone)}` };
}
