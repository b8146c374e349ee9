import { useId } from 'react';
import { cx } from '../../internal/classNames.ts';
import type { BoardEvent } from '../EventBoard/index.ts';
import { EventTime } from '../EventTime/index.ts';
import { EventTypeTag } from '../EventTypeTag/index.ts';
import { StatusBadge } from '../StatusBadge/index.ts';

/** Props of {@link EngagePanel}. */
export interface EngagePanelProps {
  /** The room's name (the panel's heading). */
  room: string;
  /** The event in the room now, or the next one, or null when nothing is left today or later. */
  event: BoardEvent | null;
  /** Whether `event` is happening now or comes next. */
  when: 'now' | 'next';
  /** The event's public page (what the QR code opens), shown as text too. */
  shareUrl: string | null;
  /** The QR code of `shareUrl` as an image source (an SVG data URL rendered by the server). */
  qrCodeSrc: string | null;
  className?: string;
}

export const ENGAGE_NOTHING_MESSAGE = 'Nothing else is scheduled in this room.';
export const ENGAGE_QR_CAPTION =
  'Scan to open this event on your phone: favorite it, share it, find the speakers.';

/**
 * The screen beside a room's door: the event in the room now (or next), with its time, type and live
 * status, and a QR code of its page so people can open it on their phone. Read-only: nothing to press.
 */
export function EngagePanel({ room, event, when, shareUrl, qrCodeSrc, className }: EngagePanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx('conf-EngagePanel', className)}>
      <h1 id={headingId} className="conf-EngagePanel-room">
        {room}
      </h1>
      {event === null ? (
        <p className="conf-EngagePanel-empty">{ENGAGE_NOTHING_MESSAGE}</p>
      ) : (
        <div className="conf-EngagePanel-event" data-event-id={event.id}>
          <p className="conf-EngagePanel-when">{when === 'now' ? 'Now in this room' : 'Next in this room'}</p>
          <h2 className="conf-EngagePanel-name">{event.name}</h2>
          <p className="conf-EngagePanel-facts">
            <EventTime start={event.start_time} end={event.end_time} />
            <EventTypeTag eventType={event.event_type} />
          </p>
          <StatusBadge status={event.status} message={event.message} keepWhenEmpty />
          {qrCodeSrc && shareUrl ? (
            <figure className="conf-EngagePanel-qr">
              <img src={qrCodeSrc} alt={`QR code of ${shareUrl}`} width={240} height={240} />
              <figcaption>
                {ENGAGE_QR_CAPTION}
                <span className="conf-EngagePanel-url">{shareUrl}</span>
              </figcaption>
            </figure>
          ) : null}
        </div>
      )}
    </section>
  );
}
