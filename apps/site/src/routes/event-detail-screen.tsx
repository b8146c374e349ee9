import type { Event, EventContributor } from '@conf/api-client';
import { accentForEventType, eventTypeLabel, publishNote } from '@conf/core';
import {
  AccessBadges,
  Badge,
  Container,
  ContentSection,
  EventDate,
  EventTime,
  EventTypeTag,
  FactList,
  FallbackImage,
  Link,
  useTimeZone,
} from '@conf/ui';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PlainText } from '../components/PlainText.tsx';
import { personFallback, placeholderImage } from '../components/placeholderImage.ts';
import { EventActionsIsland } from '../events/EventActionsIsland.ts';
import { useFeatures } from '../features/siteFeatures.ts';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { recordHref } from '../links.ts';
import { LiveStatusBadge } from '../live/LiveStatusBadge.tsx';
import { LiveStatusScope } from '../live/LiveStatusScope.tsx';
import type { LoadedStatuses } from '../live/loaderStatuses.ts';
import { descriptionTexts, toPlainText } from '../plainText.ts';
import { useRouteYear } from '../routeYear.ts';
import type { EventPageData } from './event-detail.tsx';

function EventHero({ event }: { event: Event }) {
  const titleBlock = (
    <div
      className="site-detail-media site-title-block"
      data-accent={accentForEventType(event.event_type)}
      aria-hidden="true"
    >
      <span>{event.name}</span>
    </div>
  );
  if (!event.image) return titleBlock;
  return (
    <figure className="site-detail-media">
      {/* Neither the image nor its placeholder loads (offline): the title block keeps the layout. */}
      <FallbackImage
        src={event.image.url}
        fallbackSrc={placeholderImage('event', event.id)}
        alt=""
        empty={titleBlock}
      />
      {event.image.credit ? <figcaption>Image: {event.image.credit}</figcaption> : null}
    </figure>
  );
}

function Venue({ venue, linkYear }: { venue: Event['venue']; linkYear: number | undefined }) {
  // Venue pages exist only with the `venues` feature; without it the venue is plain text.
  const { venues } = useFeatures();
  if (!venue) return null;
  return (
    <>
      {venues ? (
        <Link href={recordHref({ type: 'venue', id: venue.id }, linkYear)}>{venue.name}</Link>
      ) : (
        venue.name
      )}
      {venue.root && venue.root.id !== venue.id ? (
        <span className="site-muted">, {venue.root.name}</span>
      ) : null}
    </>
  );
}

function ContributorList({
  contributors,
  linkYear,
}: {
  contributors: EventContributor[];
  linkYear: number | undefined;
}) {
  return (
    <ul className="site-people">
      {contributors.map((person) => {
        const role = [person.title, person.company].filter(Boolean).join(', ');
        return (
          <li key={`${person.type}-${person.entity_id}`} className="site-person">
            <FallbackImage
              src={person.thumbnail_url}
              fallbackSrc={personFallback(person.type, person.entity_id)}
              alt=""
              width={56}
              height={56}
              className="site-avatar"
            />
            <span>
              <Link href={recordHref({ type: person.type, id: person.entity_id }, linkYear)}>
                {person.name}
              </Link>
              {role ? <span className="site-person-role">{role}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function TextList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="site-chips" aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The live status venue staff set (Full, a venue message…), under the title: rendered with the
 * page, then kept current by the status stream and announced politely when it changes.
 */
function EventLiveStatus({ event, statuses }: { event: Event; statuses: LoadedStatuses }) {
  const ids = useMemo(() => [event.id], [event.id]);
  return (
    <LiveStatusScope ids={ids} loaded={statuses}>
      <div className="site-detail-live" aria-live="polite" aria-atomic="true">
        <LiveStatusBadge id={event.id} recordCanceled={event.canceled} />
      </div>
    </LiveStatusScope>
  );
}

/** The event detail page (spec "Detail page content > Event"). */
export function EventDetailScreen() {
  const { event, statuses } = useLoaderData() as EventPageData;
  const { linkYear } = useRouteYear();
  const timeZone = useTimeZone();
  usePageMeta({
    title: event.name,
    description: toPlainText(event.description || event.long_description),
    image: event.image?.url ?? event.thumbnail_url,
    kind: 'article',
  });
  const note = publishNote(event.publish_at, new Date(), timeZone);
  const genre = [event.genre, event.subgenre].filter(Boolean).join(' / ');
  const credentialNames = [...new Set(event.credentials.map((credential) => credential.name))];
  const about = descriptionTexts(event.description, event.long_description);

  return (
    <Container className="site-detail">
      <article className="site-detail-article" aria-labelledby="event-title">
        {event.canceled ? (
          <p className="site-canceled" role="note">
            <strong>Canceled.</strong> This event has been canceled and will not take place.
          </p>
        ) : null}
        <div className="site-detail-head">
          <EventHero event={event} />
          <div className="site-detail-summary">
            <div className="site-detail-tags">
              <EventTypeTag eventType={event.event_type} />
              {event.canceled ? <Badge tone="danger">Canceled</Badge> : null}
              {event.featured ? <Badge tone="info">Featured</Badge> : null}
              {note?.kind === 'visible-after' ? <Badge tone="warning">{note.text}</Badge> : null}
            </div>
            <h1 id="event-title">{event.name}</h1>
            <EventLiveStatus event={event} statuses={statuses} />
            {event.presented_by ? (
              <p className="site-presented-by">Presented by {event.presented_by}</p>
            ) : null}
            <FactList
              className="site-when-where"
              facts={[
                {
                  label: 'Date',
                  value:
                    event.date || event.start_time ? (
                      <EventDate date={event.date ?? event.start_time} />
                    ) : null,
                },
                {
                  label: 'Time',
                  value: event.start_time ? (
                    <EventTime start={event.start_time} end={event.end_time} />
                  ) : null,
                },
                {
                  label: 'Venue',
                  value: event.venue ? <Venue venue={event.venue} linkYear={linkYear} /> : null,
                },
              ]}
            />
            <EventActionsIsland event={event} />
          </div>
        </div>

        <div className="site-detail-body">
          <div className="site-detail-main">
            {event.contributors.length > 0 ? (
              <ContentSection title="Speakers and contributors">
                <ContributorList contributors={event.contributors} linkYear={linkYear} />
              </ContentSection>
            ) : null}
            {about.length > 0 ? (
              <ContentSection title="About this event">
                {about.map((text) => (
                  <PlainText key={text} text={text} />
                ))}
              </ContentSection>
            ) : null}
          </div>

          <aside className="site-detail-aside" aria-label="Event information">
            <ContentSection title="Access">
              {event.credential_types.length > 0 ? (
                <>
                  <AccessBadges credentialTypes={event.credential_types} />
                  {credentialNames.length > 0 ? <p>Included with: {credentialNames.join(', ')}</p> : null}
                </>
              ) : (
                <p>No badge information yet.</p>
              )}
            </ContentSection>
            <ContentSection title="Details">
              <FactList
                facts={[
                  { label: 'Format', value: event.format },
                  { label: 'Type', value: eventTypeLabel(event.event_type) },
                  { label: 'Track', value: event.track },
                  { label: 'Experience Level', value: event.experience_level },
                  { label: 'Focus Area', value: event.focus_area },
                  { label: 'Genre', value: genre },
                ]}
              />
            </ContentSection>
            {event.tags.length > 0 ? (
              <ContentSection title="Tags">
                <TextList label="Tags" items={event.tags.map((tag) => tag.name)} />
              </ContentSection>
            ) : null}
            {event.meta.sponsor || event.sponsorImage ? (
              <ContentSection title="Sponsor">
                {event.sponsorImage ? (
                  <FallbackImage
                    className="site-sponsor-logo"
                    src={event.sponsorImage}
                    alt={event.meta.sponsor ? '' : 'Sponsor logo'}
                  />
                ) : null}
                {event.meta.sponsor ? <p>Sponsored by {event.meta.sponsor}</p> : null}
              </ContentSection>
            ) : null}
            {event.accessibility.length > 0 ? (
              <ContentSection title="Accessibility">
                <TextList label="Accessibility" items={event.accessibility} />
              </ContentSection>
            ) : null}
          </aside>
        </div>
      </article>
    </Container>
  );
}
