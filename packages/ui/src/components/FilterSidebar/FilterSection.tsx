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
import { Button, Checkbox, CheckboxGroup, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDown } from '../../internal/ChevronDown.tsx';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';
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
  const onChange = (values: string[]) => {
    const chosen = options.filter((option) => values.some((value) => sameFilterValue(value, option.value)));
    onFiltersChange(
      setFilterValues(
        filters,
        aggregation.name,
        chosen.map((option) => option.value),
      ),
    );
  };
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
        <CheckboxGroup
          aria-label={`${aggregation.title} options`}
          value={selected.map((option) => String(option.value))}
          onChange={onChange}
          className="conf-FilterSection-options"
        >
          {pageItems(options, current, FILTER_PAGE_SIZE).map((option) => (
            <Checkbox key={String(option.value)} value={String(option.value)} className="conf-FilterOption">
              <span className="conf-FilterOption-box" aria-hidden="true">
                <CheckMark />
              </span>
              <span className="conf-FilterOption-label">{option.label}</span>
              {showCounts ? (
                <>
                  {' '}
                  <span className="conf-FilterOption-count">({option.count.toLocaleString('en-US')})</span>
                </>
              ) : null}
            </Checkbox>
          ))}
        </CheckboxGroup>
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
