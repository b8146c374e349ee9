import type { InterestedResponse, InterestedUser } from './interested.ts';

/** An avatar image as a data URL (no outside host), with the initials of a person. */
export function sampleAvatar(initials: string, colour = '#24539e'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${colour}"/><text x="40" y="50" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The theme's placeholder avatar in stories and tests. */
export const PLACEHOLDER_AVATAR = sampleAvatar('?', '#4a5568');

const NAMES: [string | null, string | null][] = [
  ['Ada', 'Lovelace'],
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Katherine', 'Johnson'],
  ['Edsger', null],
  [null, 'Liskov'],
  ['Margaret', 'Hamilton'],
];

/** `count` people, every other one with an image. */
export function samplePeople(count: number): InterestedUser[] {
  return Array.from({ length: count }, (_, i) => {
    const [first, last] = NAMES[i % NAMES.length] ?? [null, null];
    const round = Math.floor(i / NAMES.length);
    return {
      uid: `att-${i + 1}`,
      first_name: first,
      last_name: last && round > 0 ? `${last} ${round + 1}` : last,
      image_url: i % 2 === 0 ? sampleAvatar(`${first?.[0] ?? ''}${last?.[0] ?? ''}`) : null,
    };
  });
}

/** An answer with `shown` public people out of `total`. */
export function sampleInterested(shown: number, total = shown): InterestedResponse {
  return { public: shown, total, users: samplePeople(shown) };
}
