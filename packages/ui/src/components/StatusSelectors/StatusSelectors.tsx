import {
  EVENT_STATUS_LABELS,
  isStatusCode,
  isVenueMessage,
  NO_EVENT_STATUS,
  STATUS_CODES,
  type StatusCode,
  VENUE_MESSAGES,
  type VenueMessage,
  venueMessageLabel,
} from '@conf/core';
import { useRef, useState } from 'react';
import { cx } from '../../internal/classNames.ts';
import { type StatusOption, StatusSelect } from './StatusSelect.tsx';

/** An event's live status and venue message. */
export interface EventStatusPair {
  status: StatusCode;
  message: VenueMessage;
}

/** What staff changed: one of the two fields. */
export type EventStatusChange = { status: StatusCode } | { message: VenueMessage };

/** Props of {@link StatusSelectors}. */
export interface StatusSelectorsProps {
  /** The current status and message (controlled, e.g. from live updates). */
  value?: EventStatusPair;
  /** The status and message at first (uncontrolled). Defaults to no status, no message. */
  defaultValue?: EventStatusPair;
  /**
   * Saves a change (PATCH /statuses/{id}) and resolves with the SERVER's stored pair, which is then
   * shown. A rejection's message is shown and the previous value comes back.
   */
  onChange: (change: EventStatusChange) => Promise<EventStatusPair>;
  /** Accessible name of the group, e.g. `Live status of Opening Keynote`. Defaults to `Live status`. */
  label?: string;
  className?: string;
}

/** The message option's key: react-aria keys must not be empty. */
const NO_MESSAGE_KEY = 'no-message';

const STATUS_OPTIONS: StatusOption[] = STATUS_CODES.map((status) => ({
  id: status,
  label: EVENT_STATUS_LABELS[status],
}));

const MESSAGE_OPTIONS: StatusOption[] = VENUE_MESSAGES.map((message) => ({
  id: message === '' ? NO_MESSAGE_KEY : message,
  label: venueMessageLabel(message),
}));

type Field = 'status' | 'message';

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    return (error as { message: string }).message;
  }
  return 'The status could not be saved.';
}

function samePair(a: EventStatusPair | undefined, b: EventStatusPair | undefined): boolean {
  return a?.status === b?.status && a?.message === b?.message;
}

/**
 * The venue staff's selectors of one event (spec sections 4 and 6): a Status select (none, green,
 * yellow, red, canceled, with words next to the colours) and a Venue message select. A choice is
 * shown as pending ("Saving…", `data-pending`, `aria-busy`) while `onChange` runs; then the pair
 * the server answered replaces it (not the local choice, which the server may have changed). A
 * failure shows its message (`role="alert"`) and puts the previous value back.
 *
 * Decisions: both selects stay usable while a change is saving (disabling them would drop keyboard
 * focus); when changes overlap, only the latest call's answer is applied. A new `value` (a live
 * update from another staff member) replaces what is shown, unless a change of this user is pending.
 */
export function StatusSelectors({
  value,
  defaultValue = NO_EVENT_STATUS,
  onChange,
  label = 'Live status',
  className,
}: StatusSelectorsProps) {
  const [confirmed, setConfirmed] = useState<EventStatusPair>(value ?? defaultValue);
  const [seenValue, setSeenValue] = useState(value);
  const [pending, setPending] = useState<{ field: Field; pair: EventStatusPair } | null>(null);
  const [note, setNote] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const latest = useRef(0);

  // A new controlled value (a live update) becomes what is shown.
  if (value !== undefined && !samePair(value, seenValue)) {
    setSeenValue(value);
    setConfirmed(value);
  }

  const shown = pending?.pair ?? confirmed;

  const save = async (field: Field, change: EventStatusChange) => {
    const request = ++latest.current;
    setPending({ field, pair: { ...confirmed, ...change } });
    setNote(null);
    try {
      const reply = await onChange(change);
      if (request !== latest.current) return;
      setConfirmed(reply);
      setNote({ kind: 'saved', text: 'Saved' });
    } catch (error) {
      if (request !== latest.current) return;
      setNote({ kind: 'error', text: errorText(error) });
    } finally {
      if (request === latest.current) setPending(null);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would be visible; the group is named by its label.
    <div
      role="group"
      aria-label={label}
      aria-busy={pending !== null || undefined}
      className={cx('conf-StatusSelectors', className)}
      data-status={shown.status}
    >
      <StatusSelect
        label="Status"
        options={STATUS_OPTIONS}
        value={shown.status}
        isPending={pending?.field === 'status'}
        onChange={(id) => {
          if (isStatusCode(id)) void save('status', { status: id });
        }}
      />
      <StatusSelect
        label="Venue message"
        options={MESSAGE_OPTIONS}
        value={shown.message === '' ? NO_MESSAGE_KEY : shown.message}
        isPending={pending?.field === 'message'}
        onChange={(id) => {
          const message = id === NO_MESSAGE_KEY ? '' : id;
          if (isVenueMessage(message)) void save('message', { message });
        }}
      />
      <p role="status" className="conf-StatusSelectors-progress">
        {pending ? 'Saving…' : note?.kind === 'saved' ? note.text : ''}
      </p>
      {note?.kind === 'error' ? (
        <p role="alert" className="conf-StatusSelectors-error">
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
