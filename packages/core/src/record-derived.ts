import { type CredentialType, credentialTypeValues } from '@conf/contract';

/**
 * Fields of the API's records that are derived from others (openapi.yaml): the server adds them to
 * its answers, and the site adds them to the records it rebuilds from the schedule kept on the device
 * (docs/offline.md). One definition, so that both agree.
 */

/** The alphabetical group of a name: its first letter upper-cased (accents removed), or `#`. */
export function alphaOf(name: string): string {
  const first = name
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Badge types among the credentials, once each, in display order (the contract's `CredentialType` order). */
export function credentialTypesOf(credentials: readonly { type: string }[]): CredentialType[] {
  const present = new Set(credentials.map((c) => c.type));
  return credentialTypeValues.filter((type) => present.has(type));
}

/** One line: `110 E 2nd St., Austin, TX 78701`; `null` when nothing is known. */
export function formatAddress(venue: {
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}): string | null {
  const region = [venue.state, venue.postal_code].filter(Boolean).join(' ');
  const parts = [venue.address, venue.city, region, venue.country].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(', ') : null;
}
