import { suggestionHref } from '@conf/core';

/** A record that has a detail page. */
export type LinkedRecord =
  | { type: 'event'; id: string }
  | {
      type: 'artist' | 'person' | 'film' | 'venue' | 'brand' | 'exhibitor' | 'music_fest_presenter';
      id: string;
    };

/**
 * The detail page of a record, with the same rules as search suggestions (@conf/core): an event
 * goes to /events/{id}, a person to /contributors/{id}, an artist to /artists/{id}, a venue to
 * /venues/{id}… `year` keeps the year of the current page in the link (omit it on yearless pages).
 */
export function recordHref(record: LinkedRecord, year?: number): string {
  const fields =
    record.type === 'event'
      ? { type: 'event', event_id: record.id }
      : { type: record.type, entity_id: record.id };
  const href = suggestionHref(fields, year === undefined ? {} : { year });
  if (href === null) throw new Error(`No detail page for a ${record.type} without an id`);
  return href;
}
