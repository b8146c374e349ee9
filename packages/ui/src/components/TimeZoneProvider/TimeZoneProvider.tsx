import { UTC_TIME_ZONE } from '@conf/core';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The zone the programme's times are shown in. Components that show a time or a date (EventTime,
 * EventDate, ResultTile, ResultGroups, EventBoard, EngagePanel…) read it from the nearest
 * {@link TimeZoneProvider}; without one they format in UTC, never in the browser's zone: a page
 * rendered on the server and hydrated in the browser must show the same text, and an attendee
 * abroad must see the programme's wall-clock times, not their own.
 */
const TimeZoneContext = createContext<string>(UTC_TIME_ZONE);

/** Props of {@link TimeZoneProvider}. */
export interface TimeZoneProviderProps {
  /** IANA zone of the programme, e.g. `Europe/Brussels` (an unknown zone formats in UTC). */
  timeZone: string;
  children?: ReactNode;
}

/** Shows every time and date inside it in the programme's zone. */
export function TimeZoneProvider({ timeZone, children }: TimeZoneProviderProps) {
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}

/** The zone of the nearest {@link TimeZoneProvider}, or `UTC` without one. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
