import { type Clash, clashText, formatEventTimeRange } from '@conf/core';
import { useId, useState } from 'react';
import { cx } from '../../internal/classNames.ts';
import { PlainButton } from '../../internal/PlainButton.tsx';
import { useTimeZone } from '../TimeZoneProvider/TimeZoneProvider.tsx';

/** Props of {@link ClashWarning}. */
export interface ClashWarningProps {
  /** The clashes of one favorite event with the others (`clashesOf` of @conf/core); none renders nothing. */
  clashes: readonly Clash[];
  /**
   * Removes the other event of a clash from the favorites; a rejection keeps the clash shown, with
   * an error. The clash goes when the caller stops passing it.
   */
  onRemove: (eventId: string) => Promise<void>;
  className?: string;
}

/** The title of the warning: "Clashes with a favorite" / "Clashes with 2 favorites". */
export function clashWarningTitle(count: number): string {
  return count === 1 ? 'Clashes with a favorite' : `Clashes with ${count} favorites`;
}

/**
 * Says that a favorite event clashes with other favorites (issue 16 item 1): each clash in words
 * (which event, by how much, or how little time is left to walk between venues), the other event's
 * time in the programme's zone, and a button that removes the other event from the favorites, so
 * the attendee can resolve the clash right here. A named group (its visible title); a failed
 * removal is announced in an alert beside its clash.
 */
export function ClashWarning({ clashes, onRemove, className }: ClashWarningProps) {
  const titleId = useId();
  const timeZone = useTimeZone();
  if (clashes.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: not form fields; a fieldset would say otherwise.
    <div role="group" aria-labelledby={titleId} className={cx('conf-ClashWarning', className)}>
      <p id={titleId} className="conf-ClashWarning-title">
        {clashWarningTitle(clashes.length)}
      </p>
      <ul className="conf-ClashWarning-list">
        {clashes.map((clash) => (
          <ClashItem
            key={clash.other.id}
            clash={clash}
            time={formatEventTimeRange(clash.other.start, clash.other.end, timeZone)}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </div>
  );
}

function ClashItem({
  clash,
  time,
  onRemove,
}: {
  clash: Clash;
  time: string;
  onRemove: (eventId: string) => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    onRemove(clash.other.id)
      .catch(() => setFailed(true))
      .finally(() => setPending(false));
  };
  return (
    <li className="conf-ClashWarning-item" data-kind={clash.kind} aria-busy={pending || undefined}>
      <span className="conf-ClashWarning-text">
        {clashText(clash)}
        {time === '' ? null : <span className="conf-ClashWarning-time"> ({time})</span>}
      </span>
      <PlainButton
        variant="ghost"
        className="conf-ClashWarning-remove"
        data-pending={pending || undefined}
        onClick={remove}
      >
        {`Remove \u201c${clash.other.name}\u201d from favorites`}
      </PlainButton>
      {failed ? (
        <span role="alert" className="conf-ClashWarning-error">
          {`\u201c${clash.other.name}\u201d could not be removed. Please try again.`}
        </span>
      ) : null}
    </li>
  );
}
