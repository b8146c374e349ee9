import { isDuringProgramme, type Programme } from '@conf/core';
import { useSyncExternalStore } from 'react';

/** What the landing page's loader hands its screen: the moment the page was rendered (ISO). */
export interface LandingData {
  at: string;
}

/** Loader of the landing page: the moment it is rendered, so that the browser hydrates the same page. */
export function landingLoader(): LandingData {
  return { at: new Date().toISOString() };
}

/** Calls `listener` each minute (a page left open past midnight). */
function everyMinute(listener: () => void): () => void {
  const timer = setInterval(listener, 60_000);
  return () => clearInterval(timer);
}

/**
 * Whether today is one of the programme's days (in its zone): while hydrating, at the moment the
 * server rendered the page (so that the browser hydrates the same HTML); then at the browser's
 * moment, which also holds for a page kept from another day (offline) or left open past midnight.
 */
export function useDuringProgramme(
  programme: Pick<Programme, 'firstDay' | 'lastDay' | 'timeZone'>,
  renderedAt: string | undefined,
): boolean {
  const { firstDay, lastDay, timeZone } = programme;
  const during = (at: Date) => isDuringProgramme({ firstDay, lastDay, timeZone }, at);
  return useSyncExternalStore(
    everyMinute,
    () => during(new Date()),
    () => (renderedAt === undefined ? false : during(new Date(renderedAt))),
  );
}
