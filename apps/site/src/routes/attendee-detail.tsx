import type { Attendee } from '@conf/api-client';
import { AttendeeBio, Container, ContentSection, ErrorMessage, FactList, Link } from '@conf/ui';
import { type LoaderFunctionArgs, useLoaderData, useRouteError } from 'react-router-dom';
import { PersonPhoto } from '../components/PersonPhoto.tsx';
import { DetailActionsIsland } from '../favorites/DetailActionsIsland.ts';
import { usePageMeta, usePageTitle } from '../layout/usePageTitle.ts';
import { errorMessage, recordOrThrow } from '../routeErrors.ts';
import type { SiteDeps } from '../site.tsx';
import { requiredParam } from '../year.ts';

/** Loads the attendee of `/attendees/:id` (GET /attendees/{id}.json; the directory has no year). */
export function attendeeLoader({ api }: Pick<SiteDeps, 'api'>) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<Attendee> => {
    const id = requiredParam(params.id, 'attendee id');
    return recordOrThrow(
      await api.GET('/attendees/{id}.json', { params: { path: { id } }, signal: request.signal }),
    );
  };
}

/** Attendee profile (spec "Detail page content > Attendee"). */
export function AttendeeDetailScreen() {
  const attendee = useLoaderData() as Attendee;
  // An attendee's page is for the other attendees, not for search engines.
  usePageMeta({ title: attendee.name, image: attendee.image_url, kind: 'profile', noindex: true });
  return (
    <Container className="site-detail">
      <article className="site-detail-article" aria-labelledby="attendee-name">
        <div className="site-profile-head">
          <PersonPhoto
            className="site-profile-photo"
            kind="attendee"
            id={attendee.uid}
            src={attendee.image_url}
            alt={attendee.name}
          />
          <div className="site-detail-summary">
            <p className="site-eyebrow">Attendee</p>
            <h1 id="attendee-name">{attendee.name}</h1>
            {attendee.pronoun ? <p className="site-pronoun">{attendee.pronoun}</p> : null}
            <FactList
              facts={[
                { label: 'Title', value: attendee.title },
                { label: 'Company', value: attendee.company },
                { label: 'Hometown', value: attendee.hometown },
                { label: 'Industry', value: attendee.industry },
              ]}
            />
            <DetailActionsIsland type="attendee" id={attendee.uid} name={attendee.name} />
          </div>
        </div>
        <ContentSection title="Biography">
          {attendee.biography ? <AttendeeBio biography={attendee.biography} /> : <p>No biography yet.</p>}
        </ContentSection>
        <p>{BACK_TO_DIRECTORY}</p>
      </article>
    </Container>
  );
}

const BACK_TO_DIRECTORY = <Link href="/attendees">Back to the Attendee Directory</Link>;

/**
 * The attendee page's errors: "We encountered an error!" with the message (spec section 8:
 * attendee errors), a missing or hidden attendee included, and a way back to the directory.
 */
export function AttendeeErrorScreen() {
  const error = useRouteError();
  usePageTitle('Error');
  return (
    <Container size="narrow" className="site-message">
      <ErrorMessage message={errorMessage(error)} />
      <p>{BACK_TO_DIRECTORY}</p>
    </Container>
  );
}

export { AttendeeDetailScreen as Component, AttendeeErrorScreen as ErrorBoundary };
