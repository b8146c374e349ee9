import { type FilterToggle, formatCount, type SearchFilter, toggleFilterValues } from '@conf/core';
import { useId } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';

/** Props of {@link ToggleSection}. */
export interface ToggleSectionProps {
  title: string;
  toggles: readonly FilterToggle[];
  filters: readonly SearchFilter[];
  onFiltersChange: (filters: SearchFilter[]) => void;
  showCounts: boolean;
  headingLevel: HeadingLevel;
}

/**
 * A titled row of toggle buttons, each standing for one or more values of a field (the Event Type
 * and Credential Type sections): a react-aria-components ToggleButtonGroup, so the buttons form one
 * toolbar stop with arrow-key navigation, each announced as pressed or not.
 */
export function ToggleSection({
  title,
  toggles,
  filters,
  onFiltersChange,
  showCounts,
  headingLevel,
}: ToggleSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  if (toggles.length === 0) return null;
  const onSelectionChange = (keys: Set<Key>) => {
    let next = [...filters];
    for (const toggle of toggles) {
      if (keys.has(toggle.label) !== toggle.selected)
        next = toggleFilterValues(next, toggle.field, toggle.values);
    }
    onFiltersChange(next);
  };
  return (
    <section className="conf-ToggleSection" aria-labelledby={headingId}>
      <Heading id={headingId} className="conf-ToggleSection-heading">
        {title}
      </Heading>
      <ToggleButtonGroup
        aria-labelledby={headingId}
        selectionMode="multiple"
        selectedKeys={toggles.filter((toggle) => toggle.selected).map((toggle) => toggle.label)}
        onSelectionChange={onSelectionChange}
        className="conf-ToggleSection-group"
      >
        {toggles.map((toggle) => (
          <ToggleButton
            key={toggle.label}
            id={toggle.label}
            // Nothing to find with it (unless it is chosen: it must stay removable).
            isDisabled={toggle.count === 0 && !toggle.selected}
            className="conf-ToggleSection-button"
          >
            {toggle.label}
            {showCounts ? (
              <>
                {' '}
                <span className="conf-ToggleSection-count">({formatCount(toggle.count)})</span>
              </>
            ) : null}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </section>
  );
}
