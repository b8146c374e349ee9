import type { Event } from '@conf/api-client';
import { ShareButton } from '@conf/ui';
import { useMemo } from 'react';
import type { ClashSubject } from '../favorites/clashSubject.ts';
import { DetailActions } from '../favorites/DetailActions.tsx';
import { LazyClashes } from '../favorites/LazyClashes.tsx';
import { usePageUrl } from '../layout/usePageUrl.ts';
import { CalendarChoices } from './CalendarChoices.tsx';
import { EventReservations } from './EventReservations.tsx';

/**
 * The actions of an event page: Favorite, Share (the page's own address), Add to calendar (Google,
 * Outlook.com or an .ics download), RSVP and SXXPress where the event offers them, and who else is
 * interested; once it is a favorite, whether it clashes with another favorite (issue 16 item 1).
 */
export function EventActions({ event }: { event: Event }) {
  const url = usePageUrl();
  const subject = useMemo((): ClashSubject | null => {
    if (event.canceled) return null;
    const { event_id: id, name, start_time: start, end_time: end, venue } = event;
    return { id, name, start, end, venue: venue ? { id: venue.id, name: venue.name } : null };
  }, [event]);
  return (
    <>
      <DetailActions type="event" id={event.event_id} name={event.name} interested>
        <ShareButton url={url} title={event.name} text={event.description ?? undefined} />
        <CalendarChoices event={event} pageUrl={url} />
        <EventReservations event={event} />
      </DetailActions>
      {subject ? <LazyClashes subject={subject} className="site-detail-clashes" /> : null}
    </>
  );
}
