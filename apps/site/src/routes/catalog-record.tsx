import { Container, Link } from '@conf/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { PlainText } from '../components/PlainText.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { recordOrThrow } from '../routeErrors.ts';
import type { SiteDeps } from '../site.tsx';
import { requiredParam, routeYear } from '../year.ts';

/**
 * The detail pages the search suggestions link to beyond spec section 2 (films, venues, brands,
 * exhibitors, music presenters). Until their full screens are built, each loads its record (so a
 * missing one shows the page-not-found screen, as the server's 404 status says) and shows its name,
 * kind and description.
 */
export type CatalogRecordKind = 'film' | 'venue' | 'brand' | 'exhibitor' | 'music_fest_presenter';

export interface CatalogRecordSummary {
  kind: CatalogRecordKind;
  label: string;
  name: string;
  text: string | null;
}

const LABELS: Record<CatalogRecordKind, string> = {
  film: 'Film & TV Project',
  venue: 'Venue',
  brand: 'Brand',
  exhibitor: 'Exhibitor',
  music_fest_presenter: 'Music Presenter',
};

async function fetchSummary(
  api: SiteDeps['api'],
  kind: CatalogRecordKind,
  init: { params: { path: { year: number; id: string } }; signal: AbortSignal },
): Promise<Pick<CatalogRecordSummary, 'name' | 'text'>> {
  switch (kind) {
    case 'film': {
      const film = recordOrThrow(await api.GET('/api/web/{year}/films/{id}', init));
      return { name: film.name, text: film.description };
    }
    case 'venue': {
      const venue = recordOrThrow(await api.GET('/api/web/{year}/venues/{id}', init));
      const place = [venue.parent_venue?.name, venue.location.address].filter(Boolean).join(', ');
      return { name: venue.name, text: place || null };
    }
    case 'brand': {
      const brand = recordOrThrow(await api.GET('/api/web/{year}/brands/{id}', init));
      return { name: brand.name, text: brand.description };
    }
    case 'exhibitor': {
      const exhibitor = recordOrThrow(await api.GET('/api/web/{year}/exhibitors/{id}', init));
      return { name: exhibitor.name, text: exhibitor.description };
    }
    case 'music_fest_presenter': {
      const presenter = recordOrThrow(await api.GET('/api/web/{year}/music_fest_presenters/{id}', init));
      return { name: presenter.name, text: presenter.description };
    }
  }
}

/** Loader of one kind of catalogue record page. */
export function catalogRecordLoader(
  kind: CatalogRecordKind,
  { api, config }: Pick<SiteDeps, 'api' | 'config'>,
) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<CatalogRecordSummary> => {
    const year = routeYear(params.year, config.landingYear);
    const id = requiredParam(params.id, `${LABELS[kind].toLowerCase()} id`);
    const summary = await fetchSummary(api, kind, { params: { path: { year, id } }, signal: request.signal });
    return { kind, label: LABELS[kind], ...summary };
  };
}

/** The record's name, kind and description, and what its full page will show. */
export function CatalogRecordScreen() {
  const record = useLoaderData() as CatalogRecordSummary;
  usePageTitle(record.name);
  return (
    <Container size="narrow" className="site-planned">
      <p className="site-eyebrow">{record.label}</p>
      <h1>{record.name}</h1>
      <PlainText text={record.text} />
      <p className="site-muted">
        The full {record.label.toLowerCase()} page, with its links and events, arrives in a later release of
        the site.
      </p>
      <p>
        <Link href="/search">Search the schedule</Link>
      </p>
    </Container>
  );
}

export { CatalogRecordScreen as Component };
