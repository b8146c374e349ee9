import type { Event } from '@conf/api-client';
import { googleCalendarUrl, outlookCalendarUrl } from '@conf/core';
import { eventCalendarHref } from './calendarLink.ts';

/**
 * "Add to calendar" on an event page (issue 16 item 4): Google Calendar and Outlook.com open their
 * new-event forms filled in (in a new tab), and "Apple Calendar or other (.ics)" downloads the
 * event's iCalendar file, which every calendar app imports. A native disclosure, not a menu: it
 * opens and works without script, and its links are ordinary links (Tab reaches them in order).
 * Nothing for an event with neither a day nor a time.
 */
export function CalendarChoices({ event, pageUrl }: { event: Event; pageUrl: string }) {
  const ics = eventCalendarHref(event);
  const google = googleCalendarUrl(event, pageUrl);
  const outlook = outlookCalendarUrl(event, pageUrl);
  if (!ics || !google || !outlook) return null;
  return (
    <details className="site-calendar-choices">
      <summary className="site-action-link">Add to calendar</summary>
      <ul className="site-calendar-choices-list" aria-label="Calendars">
        <li>
          <a href={google} target="_blank" rel="noopener noreferrer">
            Google Calendar
          </a>
        </li>
        <li>
          <a href={outlook} target="_blank" rel="noopener noreferrer">
            Outlook.com
          </a>
        </li>
        <li>
          {/* A plain link: the router must not take it over, the browser downloads the file. */}
          <a href={ics} download>
            Apple Calendar or other (.ics)
          </a>
        </li>
      </ul>
    </details>
  );
}
