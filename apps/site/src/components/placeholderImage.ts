/**
 * The generated placeholder picture of a record (`GET /images/{kind}/{seed}.svg`, always served by
 * this site): what an image that does not load is replaced with (FallbackImage of @conf/ui).
 */
export function placeholderImage(kind: string, id: string): string {
  return `/images/${encodeURIComponent(kind)}/${encodeURIComponent(id)}.svg`;
}

/** The kinds of person the site shows a photo of: an attendee, a speaker (person) or an artist. */
export type PersonKind = 'attendee' | 'person' | 'artist';

/**
 * The one picture of a person who has no photo, or whose photo does not load, everywhere a person is
 * shown (the directory's and the search's result tiles, the attendee and contributor pages, an
 * event's people): the generated placeholder of their kind, `/images/{kind}/{id}.svg` (a silhouette
 * for attendees and speakers). See PersonPhoto for why this and not a monogram.
 */
export function personFallback(kind: PersonKind, id: string): string {
  return placeholderImage(kind, id);
}
