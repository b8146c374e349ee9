/**
 * The fields of a contributor (artist or person) that the contributor pieces read; the contract's
 * `Contributor` fits.
 */
export interface ContributorLike {
  type: string;
  name: string;
  genre?: string | null;
  subgenre?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  title?: string | null;
  company?: string | null;
  bio?: string | null;
  details?: string | null;
}

/** `City, State, Country` from the parts a contributor has. */
export function hometownOf(contributor: Pick<ContributorLike, 'city' | 'state' | 'country'>): string {
  return [contributor.city, contributor.state, contributor.country]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}
