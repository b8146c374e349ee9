import {
  clampPage,
  type FacetAggregation,
  FILTER_PAGE_SIZE,
  filterOptions,
  needsPaging,
  pageCount,
  pageItems,
  type SearchFilter,
  sameFilterValue,
  setFilterValues,
} from '@conf/core';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDown } from '../../internal/ChevronDown.tsx';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';
import { FilterOptionRow } from './FilterOptionRow.tsx';
import { FilterPager } from './FilterPager.tsx';

/** Props of {@link FilterSection}. */
export interface FilterSectionProps {
  aggregation: FacetAggregation;
  filters: readonly SearchFilter[];
  onFiltersChange: (filters: SearchFilter[]) => void;
  showCounts: boolean;
  page: number;
  onPageChange: (page: number) => void;
  headingLevel: HeadingLevel;
}

/**
 * One accordion section of the filter sidebar (react-aria-components Disclosure): the facet's title
 * as the trigger, its options as checkboxes (OR within the field), 15 per page with a pager.
 */
export function FilterSection({
  aggregation,
  filters,
  onFiltersChange,
  showCounts,
  page,
  onPageChange,
  headingLevel,
}: FilterSectionProps) {
  const options = filterOptions(aggregation, filters);
  const pages = pageCount(options.length, FILTER_PAGE_SIZE);
  const current = clampPage(page, pages);
  const selected = options.filter((option) => option.selected);
  // The options' toggle reads the latest state through a ref, so it is one function for the
  // section's life and the memoized option rows render only when their own values change.
  const latest = useRef({ options, filters, onFiltersChange, field: aggregation.name });
  useLayoutEffect(() => {
    latest.current = { options, filters, onFiltersChange, field: aggregation.name };
  });
  const onToggle = useCallback((value: string, isSelected: boolean) => {
    const { options, filters, onFiltersChange, field } = latest.current;
    const chosen = options.filter((option) =>
      sameFilterValue(option.value, value) ? isSelected : option.selected,
    );
    onFiltersChange(
      setFilterValues(
        filters,
        field,
        chosen.map((option) => option.value),
      ),
    );
  }, []);
  return (
    <Disclosure id={aggregation.name} className="conf-FilterSection">
      <Heading level={headingLevel} className="conf-FilterSection-heading">
        <Button slot="trigger" className="conf-FilterSection-trigger">
          <span className="conf-FilterSection-title">{aggregation.title}</span>
          {selected.length > 0 ? (
            <>
              {' '}
              <span className="conf-FilterSection-selected">{selected.length} selected</span>
            </>
          ) : null}
          <ChevronDown size={16} className="conf-FilterSection-chevron" />
        </Button>
      </Heading>
      <DisclosurePanel className="conf-FilterSection-panel">
        {/* The options' group, as react-aria's CheckboxGroup draws it (see FilterOptionRow for why not it). */}
        {/* biome-ignore lint/a11y/useSemanticElements: a group of checkboxes named by its facet, not a form's fieldset. */}
        <div role="group" aria-label={`${aggregation.title} options`} className="conf-FilterSection-options">
          {pageItems(options, current, FILTER_PAGE_SIZE).map((option) => (
            <FilterOptionRow
              key={String(option.value)}
              value={String(option.value)}
              label={option.label}
              count={option.count}
              selected={option.selected}
              showCounts={showCounts}
              onToggle={onToggle}
            />
          ))}
        </div>
        {needsPaging(options.length, FILTER_PAGE_SIZE) ? (
          <FilterPager
            label={`${aggregation.title} options`}
            page={current}
            pages={pages}
            onPageChange={onPageChange}
          />
        ) : null}
      </DisclosurePanel>
    </Disclosure>
  );
}
