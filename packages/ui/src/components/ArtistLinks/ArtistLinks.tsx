import { type ArtistLinkInput, visibleArtistLinks } from '@conf/core';
import { cx } from '../../internal/classNames.ts';
import { ContentSection } from '../ContentSection/ContentSection.tsx';
import { Link } from '../Link/Link.tsx';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';
import { ArtistLinkIcon } from './icons.tsx';

/** Props of {@link ArtistLinks}. */
export interface ArtistLinksProps {
  /** The record's links (`{ type, url }`); blank ones are dropped. */
  links: readonly ArtistLinkInput[] | null | undefined;
  /** Defaults to `Artist Links`. */
  title?: string;
  /** Defaults to 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Artist Links (spec "Detail page content > Artist"): an icon link per link type (Apple Music,
 * Bandcamp, Facebook, Instagram, SoundCloud, Spotify, TikTok, X, website, YouTube), each named for
 * assistive technology and opening in a new tab. Blank and non-web links are dropped
 * (`visibleArtistLinks` from @conf/core); the section is left out when none is left.
 */
export function ArtistLinks({
  links,
  title = 'Artist Links',
  headingLevel = 2,
  className,
}: ArtistLinksProps) {
  const shown = visibleArtistLinks(links);
  if (shown.length === 0) return null;
  return (
    <ContentSection title={title} headingLevel={headingLevel} className={cx('conf-ArtistLinks', className)}>
      <ul className="conf-ArtistLinks-list">
        {shown.map((link) => (
          <li key={`${link.type} ${link.url}`} className="conf-ArtistLinks-item" data-link-type={link.type}>
            <Link href={link.url} isExternal className="conf-ArtistLinks-link">
              <ArtistLinkIcon type={link.type} />
              <span className="conf-ArtistLinks-label">{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
