import type { Event } from '@conf/api-client';
import { ShareButton } from '@conf/ui';
import { DetailActions } from '../favorites/DetailActions.tsx';
import { usePageUrl } from '../layout/usePageUrl.ts';
import { eventCalendarHref } from './calendarLink.ts';
import { EventReservations } from './EventReservations.tsx';

/**
 * The actions of an event page: Favorite, Share (the page's own address), Add to calendar (an .ics
 * download), RSVP and SXXPress where the event offers them, and who else is interested.
 */
export function EventActions({ event }: { event: Event }) {
  const calendar = eventCalendarHref(event);
  const url = usePageUrl();
  return (
    <DetailActions type="event" id={event.event_id} name={event.name} interested>
      <ShareButton url={url} title={event.name} text={event.description ?? undefined} />
      {calendar ? (
        // A plain link: the router must not take it over, the browser downloads the file.
        <a className="site-action-link" href={calendar} download>
          Add to calendar
        </a>
      ) : null}
      <EventReservations event={event} />
    </DetailActions>
  );
}
