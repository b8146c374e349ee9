/**
 * Locally generated placeholder images (SVG), so that nothing at run time depends on an outside host.
 * Deterministic: the same kind and seed always give the same picture.
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

const PALETTES: Record<ImageKind, [string, string][]> = {
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

export function renderPlaceholderSvg(kind: ImageKind, seed: string): string {
  const h = hashSeed(`${kind}:${seed}`);
  const palette = PALETTES[kind];
  const [from, to] = palette[h % palette.length] ?? ['#334155', '#94a3b8'];
  const angle = h % 360;
  const stroke = kind === 'avatar' ? '#64748b' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-hidden="true"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" fill="url(#g)"/><g transform="translate(80 80) scale(1.6)" fill="none" stroke="${stroke}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"><path d="${GLYPHS[kind]}"/></g></svg>`;
}
