import { type Features, type HitLinkFields, hitHref } from '@conf/core';

/**
 * Where a result tile links, given the flags: the record's detail page, except for pages whose
 * feature is off (venue pages without `venues`, attendee pages without `attendee_directory`),
 * whose tiles show their name without a link rather than lead to a page that is not found.
 */
export function featureHitHref(features: Features, year: number | undefined) {
  return (hit: HitLinkFields): string | null => {
    if (hit.type === 'venue' && !features.venues) return null;
    if (hit.type === 'attendee' && !features.attendee_directory) return null;
    return hitHref(hit, year === undefined ? {} : { year });
  };
}
