/**
 * Where the API sends browsers for a record's image (docs/decisions/0009-image-proxy.md): an image on
 * another host (an imported record's `https://images.sxsw.com/…`) is handed out as this server's
 * `/images/remote?url=…`, so that the site's content security policy keeps `img-src 'self'`; the
 * server's own images (`/images/event/PP1001.svg`) and `data:` addresses stay as they are. The
 * database keeps the original address (exports write it back out). Pure.
 */
export const REMOTE_IMAGE_PATH = '/images/remote';

/** Whether an address is an absolute http(s) URL, i.e. on another host than this site. */
export function isOutsideImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The address a browser should load an image from. */
export function displayImageUrl(url: string): string;
export function displayImageUrl(url: string | null): string | null;
export function displayImageUrl(url: string | null): string | null {
  if (url === null || !isOutsideImageUrl(url)) return url;
  return `${REMOTE_IMAGE_PATH}?url=${encodeURIComponent(url)}`;
}

/** The image columns of catalogue rows (events, entities, venues, attendees). */
const IMAGE_COLUMNS = ['thumbnail_url', 'image_url', 'sponsor_image'] as const;
type ImageColumns = { [K in (typeof IMAGE_COLUMNS)[number]]?: string | null };

/** A copy of a row whose image columns hold the addresses browsers load (see {@link displayImageUrl}). */
export function withDisplayImages<T extends ImageColumns>(row: T): T {
  let out: T | null = null;
  for (const column of IMAGE_COLUMNS) {
    const url = row[column];
    if (typeof url !== 'string' || !isOutsideImageUrl(url)) continue;
    out ??= { ...row };
    out[column] = displayImageUrl(url) as T[typeof column];
  }
  return out ?? row;
}
