import { type SearchHitLike, ShareButton } from '@conf/ui';
import { useSite } from '../site.tsx';

/**
 * The Share button of a result tile (issue 16 item 5): the record's page, as the tile links to it
 * (`path`, the tile's own link: the flags and the year are already applied), absolute with the
 * site's origin; the browser's share sheet where it has one, else the dialog with Copy link (its
 * code loads on first use). A tile without a page (a venue while venue pages are off) has nothing
 * to share and gets no button; nor does an attendee's: a person's directory entry is for the
 * attendees who look it up, not to be passed around (decision 0021).
 *
 * It reads no router state: a router hook here (the year of the address) rendered the Share
 * buttons of all 60 tiles again on every navigation, its pending state included.
 */
export function HitShare({ hit, path }: { hit: SearchHitLike; path: string | null }) {
  const { config } = useSite();
  const name = typeof hit._source.name === 'string' ? hit._source.name : null;
  if (hit.type === 'attendee' || path === null || name === null) return null;
  return <ShareButton url={`${config.origin}${path}`} title={name} size="small" />;
}
