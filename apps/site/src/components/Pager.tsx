import { formatCount, pageCount, pageWindow } from '@conf/core';
import { Link, LinkButton, VisuallyHidden } from '@conf/ui';
import { memo } from 'react';
import { MAX_SHOWN_PAGES, nextShownPage, RESULTS_PER_PAGE } from '../features/showMore.ts';
import { useFeatures } from '../features/siteFeatures.ts';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** Every result, across pages. */
  total: number;
  perPage: number;
  /** The address of a page. */
  hrefFor: (page: number) => string;
  /** Name of the navigation landmark. */
  label?: string;
}

/**
 * Pages of results as links (the page is part of the address, so back and shared links work):
 * Previous, up to five page numbers around the current one (the current one marked with
 * `aria-current`), Next. Nothing when everything fits on one page.
 *
 * With the `pagination` feature off, one "Show more" link instead, to the address that shows one
 * more page of results below the ones shown (features/showMore.ts); nothing once all are shown.
 *
 * Memoized: with a stable `hrefFor` it renders again only when the page or the total changes.
 */
export const Pager = memo(function Pager(props: PagerProps) {
  const { pagination } = useFeatures();
  return pagination ? <PageLinks {...props} /> : <ShowMore {...props} />;
});

/**
 * "Show more": the next 60 results appended (the address asks for one more page). The link stays
 * where it was, so keyboard focus stays on it; a status line tells screen readers how many
 * results are shown now. Nothing when everything fits on one page.
 */
function ShowMore({ page, total, perPage, hrefFor, label = 'More results' }: PagerProps) {
  const shown = Math.min(total, page * perPage);
  const next = nextShownPage(page, perPage);
  // One page of the API holding everything: nothing to show more of, nothing to announce.
  if (page === 1 && perPage <= RESULTS_PER_PAGE && shown >= total) return null;
  return (
    <nav aria-label={label} className="site-pager">
      <VisuallyHidden>
        <p role="status">
          Showing {formatCount(shown)} of {formatCount(total)} results
        </p>
      </VisuallyHidden>
      {shown >= total ? null : next <= MAX_SHOWN_PAGES ? (
        <LinkButton href={hrefFor(next)}>Show more</LinkButton>
      ) : (
        <p className="site-muted">Narrow the search to see more of the {formatCount(total)} results.</p>
      )}
    </nav>
  );
}

function PageLinks({ page, total, perPage, hrefFor, label = 'Pages of results' }: PagerProps) {
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  return (
    <nav aria-label={label} className="site-pager">
      <ul>
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} className="site-pager-step">
              Previous
            </Link>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            <Link
              href={hrefFor(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link href={hrefFor(page + 1)} className="site-pager-step">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="site-muted">
        Page {page} of {pages}
      </p>
    </nav>
  );
}
