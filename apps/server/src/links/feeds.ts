import type { components } from '@conf/contract';
import type { LinkKind } from './table.ts';
import { linkUrl, webcalUrl } from './urls.ts';

/** The bodies of the link settings (pure): what the signed-in user sees of their secret links. */
type CalendarFeed = components['schemas']['CalendarFeed'];
type ScheduleShare = components['schemas']['ScheduleShare'];

export function calendarFeedBody(origin: string, token: string | null): CalendarFeed {
  if (token === null) return { enabled: false, url: null, webcal_url: null };
  const url = linkUrl(origin, 'calendar', token);
  return { enabled: true, url, webcal_url: webcalUrl(url) };
}

export function scheduleShareBody(origin: string, token: string | null): ScheduleShare {
  return token === null
    ? { enabled: false, url: null }
    : { enabled: true, url: linkUrl(origin, 'schedule' satisfies LinkKind, token) };
}
