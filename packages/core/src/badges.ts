/** One access badge letter shown on an event. */
export interface AccessBadge {
  /** Stable key (the credential type, `film` for both film and filmtv). */
  key: string;
  /** The letter shown. */
  letter: string;
  /** What the letter stands for, for assistive technology and tooltips. */
  label: string;
}

/** Badges in display order (spec section 9), each with the credential types that grant it. */
const BADGE_RULES: readonly (AccessBadge & { types: readonly string[] })[] = [
  { key: 'platinum', letter: 'P', label: 'Platinum', types: ['platinum'] },
  { key: 'innovation', letter: 'I', label: 'Innovation', types: ['innovation'] },
  { key: 'interactive', letter: 'I', label: 'Interactive', types: ['interactive'] },
  { key: 'film', letter: 'F', label: 'Film & TV', types: ['film', 'filmtv'] },
  { key: 'music', letter: 'M', label: 'Music', types: ['music'] },
  { key: 'edu', letter: 'E', label: 'EDU', types: ['edu'] },
];

/**
 * The access badges for an event's `credential_types`, in the spec's order (platinum, innovation,
 * interactive, film/filmtv once, music, edu), whatever the input order; unknown types are ignored.
 */
export function accessBadges(credentialTypes: readonly string[] | null | undefined): AccessBadge[] {
  const present = new Set(credentialTypes ?? []);
  return BADGE_RULES.filter((rule) => rule.types.some((type) => present.has(type))).map(
    ({ key, letter, label }) => ({ key, letter, label }),
  );
}
