import type { Contributor } from '@conf/api-client';
import {
  AboutSection,
  ArtistLinks,
  Badge,
  Container,
  ContributorFacts,
  EventsFeaturing,
  ProfessionalConnections,
  TypeTag,
} from '@conf/ui';
import { useLoaderData } from 'react-router-dom';
import { PersonPhoto } from '../components/PersonPhoto.tsx';
import { DetailActionsIsland } from '../favorites/DetailActionsIsland.ts';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { toPlainText } from '../plainText.ts';
import { useRouteYear } from '../routeYear.ts';

/**
 * The contributor detail page (spec "Detail page content > Contributor" and "> Artist"): photo,
 * name, facts (genre and hometown, or title and company), the type tag linking to the contributor
 * list filtered on the type, About, the events featuring them; for an artist also Professional
 * Connections and Artist Links.
 */
export function ContributorDetailScreen() {
  const contributor = useLoaderData() as Contributor;
  const { linkYear } = useRouteYear();
  const isArtist = contributor.type === 'artist';
  const photo = contributor.image?.url ?? contributor.thumbnail_url;
  usePageMeta({
    title: contributor.name,
    description:
      toPlainText(contributor.bio) || [contributor.title, contributor.company].filter(Boolean).join(', '),
    image: photo,
    kind: 'profile',
  });
  const year = linkYear === undefined ? {} : { year: linkYear };
  const seeking = contributor.artist_connection?.seeking ?? [];
  const hasAside =
    seeking.some((item) => item.trim() !== '') || contributor.links.some((link) => link.url.trim() !== '');

  return (
    <Container className="site-detail">
      <article className="site-detail-article" aria-labelledby="contributor-name">
        <div className="site-profile-head">
          <PersonPhoto
            className="site-profile-photo"
            kind={contributor.type}
            id={contributor.entity_id}
            src={photo}
            alt={contributor.image?.alt_text || `Photo of ${contributor.name}`}
          />
          <div className="site-detail-summary">
            <div className="site-detail-tags">
              <TypeTag type={contributor.type} {...year} />
              {contributor.featured ? <Badge tone="info">Featured</Badge> : null}
            </div>
            <h1 id="contributor-name">{contributor.name}</h1>
            <ContributorFacts contributor={contributor} />
            <DetailActionsIsland
              type="entity"
              id={contributor.entity_id}
              name={contributor.name}
              interested
            />
          </div>
        </div>

        <div className="site-detail-body">
          <div className="site-detail-main">
            <AboutSection contributor={contributor} emptyText="No biography yet." />
            <EventsFeaturing name={contributor.name} events={contributor.events} {...year} />
          </div>
          {hasAside ? (
            <aside className="site-detail-aside" aria-label={`More about ${contributor.name}`}>
              {isArtist ? <ProfessionalConnections seeking={seeking} /> : null}
              <ArtistLinks links={contributor.links} title={isArtist ? 'Artist Links' : 'Links'} />
            </aside>
          ) : null}
        </div>
      </article>
    </Container>
  );
}
