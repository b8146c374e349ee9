import { type ArtistLinkInput, visibleArtistLinks } from '@conf/core';
import { ArtistLinks } from '@conf/ui';

/**
 * The "Links" aside of a detail page (films, brands, exhibitors, presenters, venues): the record's
 * outside links with their icons, blank and non-web ones dropped; nothing when none is left.
 */
export function RecordLinksAside({ name, links }: { name: string; links: readonly ArtistLinkInput[] }) {
  if (visibleArtistLinks(links).length === 0) return null;
  return (
    <aside className="site-detail-aside" aria-label={`More about ${name}`}>
      <ArtistLinks links={links} title="Links" />
    </aside>
  );
}
