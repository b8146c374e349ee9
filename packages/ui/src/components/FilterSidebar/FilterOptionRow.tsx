import { formatCount } from '@conf/core';
import { memo } from 'react';
import { visuallyHiddenStyle } from '../../internal/VisuallyHidden.tsx';

/** Props of {@link FilterOptionRow}. */
export interface FilterOptionRowProps {
  /** The option's value as a string (its key and the checkbox value). */
  value: string;
  label: string;
  count: number;
  selected: boolean;
  showCounts: boolean;
  /** Called with the option's value and whether it is now selected; give a stable function. */
  onToggle: (value: string, selected: boolean) => void;
}

function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className="conf-FilterOption-check">
      <path
        d="m3.5 8.5 3 3 6-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One option of a filter section: a native checkbox, controlled, inside its label (the label's
 * text, count included, is its accessible name; Space toggles it; the drawn box takes the focus
 * ring through `:focus-visible`). Not react-aria's Checkbox: a search changes the counts of nearly
 * every option, so all of them render again on each filter; react-aria's took its press, hover,
 * focus and form hooks each time, and React writes a controlled input's `type` and `name` again on
 * every render of it (three DOM writes per option). Here the input is a part of its own, memoized on
 * what it shows (checked, disabled), and a new count changes only the count's text.
 *
 * The row is memoized on plain values too (a CheckboxGroup would render every option of the group
 * again on each change of its value). `data-selected` and `data-disabled` on the label carry the
 * states for styles, as react-aria's did.
 */
export const FilterOptionRow = memo(function FilterOptionRow({
  value,
  label,
  count,
  selected,
  showCounts,
  onToggle,
}: FilterOptionRowProps) {
  // An option that would find nothing is not offered (a chosen one stays, to be removed).
  const disabled = count === 0 && !selected;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: its control is the OptionInput inside it.
    <label
      className="conf-FilterOption"
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
    >
      <OptionInput value={value} selected={selected} disabled={disabled} onToggle={onToggle} />
      <span className="conf-FilterOption-box" aria-hidden="true">
        <CheckMark />
      </span>
      <span className="conf-FilterOption-label">{label}</span>
      {showCounts ? (
        <>
          {' '}
          <span className="conf-FilterOption-count">({formatCount(count)})</span>
        </>
      ) : null}
    </label>
  );
});

interface OptionInputProps {
  value: string;
  selected: boolean;
  disabled: boolean;
  onToggle: (value: string, selected: boolean) => void;
}

/** The option's checkbox, visually hidden (the box beside it is drawn); renders only when its state changes. */
const OptionInput = memo(function OptionInput({ value, selected, disabled, onToggle }: OptionInputProps) {
  return (
    <input
      type="checkbox"
      className="conf-FilterOption-input"
      style={visuallyHiddenStyle}
      value={value}
      checked={selected}
      disabled={disabled}
      onChange={(event) => onToggle(value, event.currentTarget.checked)}
    />
  );
});
