import type { Event } from '@conf/api-client';
import { ShareButton } from '@conf/ui';
import { DetailActions } from '../favorites/DetailActions.tsx';
import { usePageUrl } from '../layout/usePageUrl.ts';
import { CalendarChoices } from './CalendarChoices.tsx';
import { EventReservations } from './EventReservations.tsx';

/**
 * The actions of an event page: Favorite, Share (the page's own address), Add to calendar (Google,
 * Outlook.com or an .ics download), RSVP and SXXPress where the event offers them, and who else is interested.
 */
export function EventActions({ event }: { event: Event }) {
  const url = usePageUrl();
  return (
    <DetailActions type="event" id={event.event_id} name={event.name} interested>
      <ShareButton url={url} title={event.name} text={event.description ?? undefined} />
      <CalendarChoices event={event} pageUrl={url} />
      <EventReservations event={event} />
    </DetailActions>
  );
}
