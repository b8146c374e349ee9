import type { Film } from '@conf/api-client';
import { Container, ContentSection, EventsFeaturing } from '@conf/ui';
import { useLoaderData } from 'react-router-dom';
import { PlainText } from '../components/PlainText.tsx';
import { placeholderImage } from '../components/placeholderImage.ts';
import { RecordHeader } from '../components/RecordHeader.tsx';
import { RecordLinksAside } from '../components/RecordLinks.tsx';
import { DetailActionsIsland } from '../favorites/DetailActionsIsland.ts';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { toPlainText } from '../plainText.ts';
import { recordLoader } from '../recordLoader.ts';
import { useRouteYear } from '../routeYear.ts';
import type { SiteDeps } from '../site.tsx';

/** Loads the film of `/films/:id` (GET /api/web/{year}/films/{id}). */
export function filmLoader(deps: Pick<SiteDeps, 'api' | 'config'>) {
  return recordLoader<Film>(deps, 'film id', (api, path, signal) =>
    api.GET('/api/web/{year}/films/{id}', { params: { path }, signal }),
  );
}

/** A film or TV project: image, name, description, its screenings and its links. */
export function FilmDetailScreen() {
  const film = useLoaderData() as Film;
  const { linkYear } = useRouteYear();
  usePageMeta({
    title: film.name,
    description: toPlainText(film.description),
    image: film.thumbnail_url,
    kind: 'article',
  });
  return (
    <Container className="site-detail">
      <article className="site-detail-article" aria-labelledby="film-title">
        <RecordHeader
          titleId="film-title"
          kind="Film & TV Project"
          name={film.name}
          image={
            film.thumbnail_url
              ? {
                  url: film.thumbnail_url,
                  alt: `Still from ${film.name}`,
                  fallback: placeholderImage('film', film.id),
                }
              : null
          }
          featured={film.featured}
          publishAt={film.publish_at}
        >
          <DetailActionsIsland type="entity" id={film.entity_id} name={film.name} />
        </RecordHeader>
        <div className="site-detail-body">
          <div className="site-detail-main">
            <ContentSection title="About">
              {film.description ? <PlainText text={film.description} /> : <p>No description yet.</p>}
            </ContentSection>
            <EventsFeaturing
              name={film.name}
              title="Screenings"
              events={film.events}
              {...(linkYear === undefined ? {} : { year: linkYear })}
            />
          </div>
          <RecordLinksAside name={film.name} links={film.links} />
        </div>
      </article>
    </Container>
  );
}

export { FilmDetailScreen as Component };
