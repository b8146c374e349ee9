import { pageCount, pageWindow } from '@conf/core';
import { Link } from '@conf/ui';

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
 */
export function Pager({ page, total, perPage, hrefFor, label = 'Pages of results' }: PagerProps) {
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
