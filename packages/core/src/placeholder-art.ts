/**
 * The generated placeholder picture of a record with no image of its own: a gradient in one of its
 * kind's palettes, at an angle, under its kind's glyph (a calendar for an event, a person's outline,
 * a note for an artist…). Deterministic: the same kind and seed (usually the record id) always give
 * the same picture.
 *
 * One description, two renderings that look the same: the server's `/images/{kind}/{seed}.svg` (an
 * image address, for detail pages and other sites) and @conf/ui's `PlaceholderArt`, drawn in the
 * page by result tiles (no request, and no SVG document per image for the browser to build).
 */
export const IMAGE_KINDS = [
  'event',
  'person',
  'artist',
  'film',
  'brand',
  'exhibitor',
  'music_fest_presenter',
  'venue',
  'attendee',
  'avatar',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const PALETTES: Record<ImageKind, readonly (readonly [string, string])[]> = {
  event: [
    ['#1d4ed8', '#60a5fa'],
    ['#0f766e', '#5eead4'],
    ['#7c3aed', '#c4b5fd'],
    ['#b45309', '#fcd34d'],
  ],
  person: [
    ['#be185d', '#f9a8d4'],
    ['#4338ca', '#a5b4fc'],
    ['#047857', '#6ee7b7'],
  ],
  artist: [
    ['#9d174d', '#fb7185'],
    ['#6d28d9', '#f0abfc'],
    ['#c2410c', '#fdba74'],
  ],
  film: [
    ['#111827', '#6b7280'],
    ['#1e3a8a', '#93c5fd'],
  ],
  brand: [
    ['#0e7490', '#67e8f9'],
    ['#4d7c0f', '#bef264'],
  ],
  exhibitor: [
    ['#155e75', '#a5f3fc'],
    ['#3f6212', '#d9f99d'],
  ],
  music_fest_presenter: [
    ['#701a75', '#f5d0fe'],
    ['#831843', '#fbcfe8'],
  ],
  venue: [
    ['#374151', '#9ca3af'],
    ['#44403c', '#d6d3d1'],
  ],
  attendee: [
    ['#334155', '#94a3b8'],
    ['#3730a3', '#c7d2fe'],
  ],
  avatar: [['#cbd5e1', '#f1f5f9']],
};

/** Each kind's glyph: an SVG path centred on 0,0, about 40 units across, stroked. */
const GLYPHS: Record<ImageKind, string> = {
  event: 'M-18,-14h36v28h-36z M-18,-6h36 M-10,-20v8 M10,-20v8',
  person: 'M0,-10m-9,0a9,9 0 1,0 18,0a9,9 0 1,0 -18,0 M-16,18c2,-10 30,-10 32,0',
  artist: 'M-6,14a6,6 0 1,1 0,-0.1 M0,14v-30l14,-4v26 M14,6a6,6 0 1,1 0,-0.1',
  film: 'M-18,-12h36v24h-36z M-18,-6h6 M-18,6h6 M12,-6h6 M12,6h6',
  brand: 'M-14,-14h28v28h-28z M-6,-6h12v12h-12z',
  exhibitor: 'M-18,12h36 M-14,12v-18l14,-8l14,8v18',
  music_fest_presenter: 'M-14,10v-20l28,-6v20 M-14,0l28,-6',
  venue: 'M0,-18c-9,0 -14,7 -14,13c0,10 14,23 14,23c0,0 14,-13 14,-23c0,-6 -5,-13 -14,-13z',
  attendee: 'M0,-10m-9,0a9,9 0 1,0 18,0a9,9 0 1,0 -18,0 M-16,18c2,-10 30,-10 32,0',
  avatar: 'M0,-10m-9,0a9,9 0 1,0 18,0a9,9 0 1,0 -18,0 M-16,18c2,-10 30,-10 32,0',
};

/** FNV-1a: a small, stable hash for choosing colours and angles from a seed. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function isImageKind(kind: string): kind is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(kind);
}

/** What a placeholder picture is drawn from. */
export interface PlaceholderArt {
  /** The gradient's two colours, from its start to its end. */
  from: string;
  to: string;
  /**
   * The gradient's direction in degrees, clockwise from left-to-right (an SVG `rotate`; CSS
   * `linear-gradient` angles are this plus 90).
   */
  angle: number;
  /** The glyph's colour. */
  stroke: string;
  /** The kind's glyph (see GLYPHS). */
  glyph: string;
}

/** The placeholder picture of a record of `kind` (its id as `seed`). */
export function placeholderArt(kind: ImageKind, seed: string): PlaceholderArt {
  const h = hashSeed(`${kind}:${seed}`);
  const palette = PALETTES[kind];
  const [from, to] = palette[h % palette.length] ?? ['#334155', '#94a3b8'];
  return {
    from,
    to,
    angle: h % 360,
    stroke: kind === 'avatar' ? '#64748b' : '#ffffff',
    glyph: GLYPHS[kind],
  };
}

const GENERATED_IMAGE = /^\/images\/([a-z_]+)\/([^/?#]+)\.svg$/;

/**
 * The kind and seed of an address of the product's own generated placeholder
 * (`/images/{kind}/{seed}.svg`, as the demo's records and imports without pictures carry), or
 * `null` for any other image: a page can draw that picture ({@link placeholderArt}) rather than
 * fetch it.
 */
export function generatedImageOf(url: string): { kind: ImageKind; seed: string } | null {
  const match = GENERATED_IMAGE.exec(url);
  if (!match?.[1] || !match[2] || !isImageKind(match[1])) return null;
  try {
    return { kind: match[1], seed: decodeURIComponent(match[2]) };
  } catch {
    return null; // a malformed escape: not an address the server would have generated
  }
}
