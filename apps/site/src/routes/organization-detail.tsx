import type { Organization } from '@conf/api-client';
import { typeLabel } from '@conf/core';
import { Container, ContentSection } from '@conf/ui';
import { useLoaderData } from 'react-router-dom';
import { PlainText } from '../components/PlainText.tsx';
import { placeholderImage } from '../components/placeholderImage.ts';
import { RecordHeader } from '../components/RecordHeader.tsx';
import { RecordLinksAside } from '../components/RecordLinks.tsx';
import { DetailActionsIsland } from '../favorites/DetailActionsIsland.ts';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { toPlainText } from '../plainText.ts';
import { type RecordFetch, recordLoader } from '../recordLoader.ts';
import type { SiteDeps } from '../site.tsx';

/** The kinds of organisation with a page of their own (spec section 2, suggestion links). */
export type OrganizationKind = Organization['type'];

const FETCHERS: Record<OrganizationKind, RecordFetch<Organization>> = {
  brand: (api, path, signal) => api.GET('/api/web/{year}/brands/{id}', { params: { path }, signal }),
  exhibitor: (api, path, signal) => api.GET('/api/web/{year}/exhibitors/{id}', { params: { path }, signal }),
  music_fest_presenter: (api, path, signal) =>
    api.GET('/api/web/{year}/music_fest_presenters/{id}', { params: { path }, signal }),
};

/** Loads the brand, exhibitor or music presenter of `/brands/:id`, `/exhibitors/:id`, `/music_fest_presenters/:id`. */
export function organizationLoader(kind: OrganizationKind, deps: Pick<SiteDeps, 'api' | 'config'>) {
  return recordLoader<Organization>(deps, `${typeLabel(kind).toLowerCase()} id`, FETCHERS[kind]);
}

/** A brand, exhibitor or music presenter ("Music Presenter"): logo, name, description and links. */
export function OrganizationDetailScreen() {
  const organization = useLoaderData() as Organization;
  usePageMeta({
    title: organization.name,
    description: toPlainText(organization.description),
    image: organization.thumbnail_url,
  });
  return (
    <Container className="site-detail">
      <article className="site-detail-article" aria-labelledby="organization-name">
        <RecordHeader
          titleId="organization-name"
          kind={typeLabel(organization.type)}
          name={organization.name}
          image={
            organization.thumbnail_url
              ? {
                  url: organization.thumbnail_url,
                  alt: `Logo of ${organization.name}`,
                  fallback: placeholderImage(organization.type, organization.id),
                }
              : null
          }
          featured={organization.featured}
          publishAt={organization.publish_at}
        >
          <DetailActionsIsland type="entity" id={organization.entity_id} name={organization.name} />
        </RecordHeader>
        <div className="site-detail-body">
          <div className="site-detail-main">
            <ContentSection title="About">
              {organization.description ? (
                <PlainText text={organization.description} />
              ) : (
                <p>No description yet.</p>
              )}
            </ContentSection>
          </div>
          <RecordLinksAside name={organization.name} links={organization.links} />
        </div>
      </article>
    </Container>
  );
}

export { OrganizationDetailScreen as Component };
