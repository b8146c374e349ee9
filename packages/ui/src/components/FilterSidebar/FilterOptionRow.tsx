import { memo } from 'react';
import { Checkbox } from 'react-aria-components';

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
 * One option of a filter section: a react-aria-components Checkbox, controlled. Memoized on plain
 * values, so that a new search renders only the options whose state, label or count changed (a
 * CheckboxGroup would render every checkbox of the group again on each change of its value).
 */
export const FilterOptionRow = memo(function FilterOptionRow({
  value,
  label,
  count,
  selected,
  showCounts,
  onToggle,
}: FilterOptionRowProps) {
  return (
    <Checkbox
      value={value}
      isSelected={selected}
      // An option that would find nothing is not offered (a chosen one stays, to be removed).
      isDisabled={count === 0 && !selected}
      onChange={(isSelected) => onToggle(value, isSelected)}
      className="conf-FilterOption"
    >
      <span className="conf-FilterOption-box" aria-hidden="true">
        <CheckMark />
      </span>
      <span className="conf-FilterOption-label">{label}</span>
      {showCounts ? (
        <>
          {' '}
          <span className="conf-FilterOption-count">({count.toLocaleString('en-US')})</span>
        </>
      ) : null}
    </Checkbox>
  );
});
