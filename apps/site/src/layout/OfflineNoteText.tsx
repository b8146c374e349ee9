import { formatEventDate, formatEventTimeRange } from '@conf/core';
import { useProgramme } from '../site.tsx';

/** "Nov 29, 2026, 5:30AM CT": a moment (ms since the epoch) in a zone, as the "Offline" note names it. */
export function offlineAsOf(asOf: number, timeZone: string): string {
  const moment = new Date(asOf);
  return `${formatEventDate(moment, timeZone)}, ${formatEventTimeRange(moment, null, timeZone)}`;
}

/**
 * The "Offline" note's text (OfflineNote.tsx): when the device's schedule was last known current, in
 * the programme's zone. Its own chunk, loaded with the first page answered from the device: the zone's
 * formats are loaded by no page for it otherwise.
 */
export default function OfflineNoteText({ asOf }: { asOf: number }) {
  const { timeZone } = useProgramme();
  return <p>Offline — showing the schedule as of {offlineAsOf(asOf, timeZone)}</p>;
}
