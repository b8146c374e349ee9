import { FILTER_PAGE_BUTTONS, pageWindow } from '@conf/core';
import { Button } from 'react-aria-components';

/** Props of {@link FilterPager}. */
export interface FilterPagerProps {
  /** What is paged, for the group's name: `Track options` gives "Track options pages". */
  label: string;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Page buttons of a long option list: previous, at most 5 numbered pages around the current one
 * (`pageWindow` from @conf/core), next. The current page is marked with `aria-current="page"`.
 */
export function FilterPager({ label, page, pages, onPageChange }: FilterPagerProps) {
  return (
    <fieldset aria-label={`${label} pages`} className="conf-FilterPager">
      <Button
        className="conf-FilterPager-button"
        aria-label="Previous page"
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        <Chevron direction="left" />
      </Button>
      {pageWindow(page, pages, FILTER_PAGE_BUTTONS).map((number) => (
        <Button
          key={number}
          className="conf-FilterPager-button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onPress={() => onPageChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        className="conf-FilterPager-button"
        aria-label="Next page"
        isDisabled={page >= pages}
        onPress={() => onPageChange(page + 1)}
      >
        <Chevron direction="right" />
      </Button>
    </fieldset>
  );
}
