/**
 * The image types the proxy serves: raster formats browsers show in `<img>`, told from the bytes
 * themselves (the outside host's Content-Type must agree). SVG is never served: it is a document
 * that can carry scripts, and opened directly it would run on this site's origin. Pure.
 */
export const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
export type RasterType = (typeof RASTER_TYPES)[number];

/** Content-Type names some hosts use for the same formats. */
const ALIASES: Readonly<Record<string, RasterType>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
};

/** The raster type a Content-Type header declares (parameters aside), or null for anything else. */
export function declaredRasterType(contentType: string | null | undefined): RasterType | null {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if ((RASTER_TYPES as readonly string[]).includes(media)) return media as RasterType;
  return ALIASES[media] ?? null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The raster type the first bytes show (magic numbers), or null when they are no such image. */
export function sniffRasterType(bytes: Uint8Array): RasterType | null {
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) {
    return 'image/avif';
  }
  return null;
}
