import { type SearchHitLike, ShareButton } from '@conf/ui';
import { featureHitHref } from '../features/hitLinks.ts';
import { useFeatures } from '../features/siteFeatures.ts';
import { useRouteYear } from '../routeYear.ts';
import { useSite } from '../site.tsx';

/**
 * The Share button of a result tile (issue 16 item 5): the record's page, as the tile links to it,
 * absolute with the site's origin; the browser's share sheet where it has one, else the dialog with
 * Copy link (its code loads on first use). A tile without a page (a venue while venue pages are
 * off) has nothing to share and gets no button; nor does an attendee's: a person's directory entry
 * is for the attendees who look it up, not to be passed around (decision 0021).
 */
export function HitShare({ hit }: { hit: SearchHitLike }) {
  const { config } = useSite();
  const features = useFeatures();
  const { linkYear } = useRouteYear();
  const path = hit.type === 'attendee' ? null : featureHitHref(features, linkYear)(hit);
  const name = typeof hit._source.name === 'string' ? hit._source.name : null;
  if (path === null || name === null) return null;
  return <ShareButton url={`${config.origin}${path}`} title={name} size="small" />;
}
