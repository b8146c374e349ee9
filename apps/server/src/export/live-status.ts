import type { IcsEvent } from './ics.ts';

/**
 * Venue staff's live status (migration 0006_live_ops, `event_statuses`) in calendars (pure): an event
 * staff set to `canceled` is STATUS:CANCELLED even when the programme still lists it, and any status
 * change counts as a change of the event (its time moves `updated_at`, hence SEQUENCE), so that a
 * calendar replaces its copy, and un-cancels it when staff take the cancellation back.
 */
export interface LiveStatus {
  status: string;
  updated_at: Date | string;
}

export function withLiveStatus(event: IcsEvent, live: LiveStatus | null | undefined): IcsEvent {
  if (!live) return event;
  const programme = new Date(event.updated_at).getTime();
  const staff = new Date(live.updated_at).getTime();
  return {
    ...event,
    canceled: event.canceled || live.status === 'canceled',
    updated_at: staff > programme ? new Date(staff) : event.updated_at,
  };
}
