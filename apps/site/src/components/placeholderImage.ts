/**
 * The generated placeholder picture of a record (`GET /images/{kind}/{seed}.svg`, always served by
 * this site): what an image that does not load is replaced with (FallbackImage of @conf/ui).
 */
export function placeholderImage(kind: string, id: string): string {
  return `/images/${encodeURIComponent(kind)}/${encodeURIComponent(id)}.svg`;
}
