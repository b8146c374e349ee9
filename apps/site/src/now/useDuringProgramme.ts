import { isDuringProgramme, type Programme } from '@conf/core';
import { useSyncExternalStore } from 'react';

/** What the landing page's loader hands its screen: the moment the page was rendered (epoch ms). */
export interface LandingData {
  at: number;
}

/** Loader of the landing page: the moment it is rendered, so that the browser hydrates the same page. */
export function landingLoader(): LandingData {
  return { at: Date.now() };
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
  renderedAt: number | undefined,
): boolean {
  return useSyncExternalStore(
    everyMinute,
    () => isDuringProgramme(programme, new Date()),
    () => renderedAt !== undefined && isDuringProgramme(programme, new Date(renderedAt)),
  );
}
