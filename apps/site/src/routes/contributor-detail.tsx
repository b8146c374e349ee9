import type { Contributor, ContributorEvent } from '@conf/api-client';
import { Badge, Card, Container, EventDate, EventTime, EventTypeTag, Link } from '@conf/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { DetailSection } from '../components/DetailSection.tsx';
import { FactList } from '../components/FactList.tsx';
import { PlainText } from '../components/PlainText.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { recordHref } from '../links.ts';
import { recordOrThrow } from '../routeErrors.ts';
import { useRouteYear } from '../routeYear.ts';
import type { SiteDeps } from '../site.tsx';
import { requiredParam, routeYear } from '../year.ts';
import { RouteErrorScreen } from './route-error.tsx';
import './detail.css';

/**
 * Loads the contributor of `/contributors/:id` or `/artists/:id` (with an optional year):
 * GET /api/web/{year}/contributors/{id}, which serves artists and persons alike.
 */
export function contributorLoader({ api, config }: Pick<SiteDeps, 'api' | 'config'>) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<Contributor> => {
    const year = routeYear(params.year, config.landingYear);
    const id = requiredParam(params.id, 'contributor id');
    return recordOrThrow(
      await api.GET('/api/web/{year}/contributors/{id}', {
        params: { path: { year, id } },
        signal: request.signal,
      }),
    );
  };
}

/** What the type tag says (speakers are persons, in the education theme) and the list it filters. */
const TYPE_TAGS = {
  artist: { label: 'Artist', models: 'artist' },
  person: { label: 'Speaker', models: 'person' },
} as const;

const LINK_LABELS: Record<Contributor['links'][number]['type'], string> = {
  apple: 'Apple Music',
  bandcamp: 'Bandcamp',
  facebook: 'Facebook',
  instagram: 'Instagram',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  website: 'Website',
  youtube: 'YouTube',
};

function hometown(contributor: Contributor): string {
  return [contributor.city, contributor.state, contributor.country].filter(Boolean).join(', ');
}

function EventList({ events, linkYear }: { events: ContributorEvent[]; linkYear: number | undefined }) {
  return (
    <ul className="site-event-list">
      {events.map((event) => (
        <Card as="li" key={event.event_id} className="site-event-item">
          <EventTypeTag eventType={event.event_type} />
          <h3>
            <Link href={recordHref({ type: 'event', id: event.event_id }, linkYear)}>{event.name}</Link>
          </h3>
          <FactList
            facts={[
              {
                label: 'Date',
                value:
                  event.date || event.start_time ? <EventDate date={event.date ?? event.start_time} /> : null,
              },
              {
                label: 'Time',
                value: event.start_time ? <EventTime start={event.start_time} end={event.end_time} /> : null,
              },
              { label: 'Venue', value: event.venue?.name },
            ]}
          />
        </Card>
      ))}
    </ul>
  );
}

/** The contributor detail page (spec "Detail page content > Contributor" and "> Artist"). */
export function ContributorDetailScreen() {
  const contributor = useLoaderData() as Contributor;
  const { linkYear } = useRouteYear();
  usePageTitle(contributor.name);
  const isArtist = contributor.type === 'artist';
  const tag = TYPE_TAGS[contributor.type];
  const photo = contributor.image?.url ?? contributor.thumbnail_url;
  const genre = [contributor.genre, contributor.subgenre].filter(Boolean).join(' / ');
  const links = contributor.links.filter((link) => link.url.trim() !== '');
  const seeking = contributor.artist_connection?.seeking.filter(Boolean) ?? [];

  return (
    <Container className="site-detail">
      <article className="site-detail-article" aria-labelledby="contributor-name">
        <div className="site-profile-head">
          {photo ? (
            <img
              className="site-profile-photo"
              src={photo}
              alt={contributor.image?.alt_text || `Photo of ${contributor.name}`}
            />
          ) : (
            <span className="site-profile-photo site-avatar-initial" aria-hidden="true">
              {contributor.name.charAt(0)}
            </span>
          )}
          <div className="site-detail-summary">
            <div className="site-detail-tags">
              <Link className="site-type-tag" href={`/contributors?models=${tag.models}`}>
                {tag.label}
              </Link>
              {contributor.featured ? <Badge tone="info">Featured</Badge> : null}
            </div>
            <h1 id="contributor-name">{contributor.name}</h1>
            <FactList
              facts={
                isArtist
                  ? [
                      { label: 'Genre', value: genre },
                      { label: 'Hometown', value: hometown(contributor) },
                    ]
                  : [
                      { label: 'Title', value: contributor.title },
                      { label: 'Company', value: contributor.company },
                    ]
              }
            />
          </div>
        </div>

        <div className="site-detail-body">
          <div className="site-detail-main">
            <DetailSection title="About">
              {isArtist ? (
                <FactList
                  facts={[
                    { label: 'From', value: hometown(contributor) },
                    { label: 'Genre', value: contributor.genre },
                    { label: 'Subgenre', value: contributor.subgenre },
                  ]}
                />
              ) : null}
              {contributor.bio || contributor.details ? (
                <>
                  <PlainText text={contributor.bio} />
                  <PlainText text={contributor.details} />
                </>
              ) : (
                <p>No biography yet.</p>
              )}
            </DetailSection>
            <DetailSection title={`Events featuring ${contributor.name}`}>
              {contributor.events.length > 0 ? (
                <EventList events={contributor.events} linkYear={linkYear} />
              ) : (
                <p>No events announced yet. Stay tuned, more events should be added soon!</p>
              )}
            </DetailSection>
          </div>
          {seeking.length > 0 || links.length > 0 ? (
            <aside className="site-detail-aside" aria-label={`More about ${contributor.name}`}>
              {seeking.length > 0 ? (
                <DetailSection title="Professional Connections">
                  <p>Seeking: {seeking.join(', ')}</p>
                </DetailSection>
              ) : null}
              {links.length > 0 ? (
                <DetailSection title={isArtist ? 'Artist Links' : 'Links'}>
                  <ul className="site-link-list">
                    {links.map((link) => (
                      <li key={`${link.type}-${link.url}`} data-link-type={link.type}>
                        <Link href={link.url} isExternal>
                          {LINK_LABELS[link.type]}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </DetailSection>
              ) : null}
            </aside>
          ) : null}
        </div>
      </article>
    </Container>
  );
}

/** The contributor page's own error screen: it links back to the contributor list (spec section 2). */
export function ContributorErrorScreen() {
  return <RouteErrorScreen backLink={<Link href="/contributors">Back to all contributors</Link>} />;
}

export { ContributorDetailScreen as Component, ContributorErrorScreen as ErrorBoundary };
