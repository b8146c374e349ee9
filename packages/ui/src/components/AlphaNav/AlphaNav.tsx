import { cx } from '../../internal/classNames.ts';

/** The letters of the jump list, in order: A to Z, then `#` for names that do not start with a letter. */
export const ALPHA_NAV_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** Accessible name of the `#` entry (a lone "#" says nothing when read aloud). */
export const OTHER_LETTER_LABEL = 'Other names (not A–Z)';

/**
 * The id the letter's group carries, so that `#alpha-B` jumps to it: `alpha-B`, and `alpha-other`
 * for `#` (an id of `#` would need escaping in every selector and address).
 */
export function alphaAnchorId(letter: string): string {
  return letter === '#' ? 'alpha-other' : `alpha-${letter.toUpperCase()}`;
}

/** Props of {@link AlphaNav}. */
export interface AlphaNavProps {
  /** The letters that have entries on the page (`A`…`Z`, `#`); the others are shown disabled. */
  letters: Iterable<string>;
  /** Where a letter's link points; defaults to `#` and {@link alphaAnchorId}. */
  hrefFor?: (letter: string) => string;
  /** Name of the navigation landmark. Defaults to "Jump to letter". */
  label?: string;
  className?: string;
}

/**
 * An A–Z jump list for alphabetical lists: a navigation landmark with one link per letter to that
 * letter's group; letters without entries are disabled (`aria-disabled`, out of the tab order).
 *
 * Plain `<a>` elements rather than react-aria `Link`s on purpose: the links go to anchors of the
 * same page, and the browser's own fragment navigation scrolls there and moves the keyboard's
 * starting point to the group, which a client-side router navigation would not do.
 */
export function AlphaNav({ letters, hrefFor, label = 'Jump to letter', className }: AlphaNavProps) {
  const present = new Set([...letters].map((letter) => letter.toUpperCase()));
  return (
    <nav aria-label={label} className={cx('conf-AlphaNav', className)}>
      <ul className="conf-AlphaNav-list">
        {ALPHA_NAV_LETTERS.map((letter) => {
          const name = letter === '#' ? OTHER_LETTER_LABEL : undefined;
          return (
            <li key={letter} className="conf-AlphaNav-item">
              {present.has(letter) ? (
                <a
                  className="conf-AlphaNav-link"
                  href={hrefFor ? hrefFor(letter) : `#${alphaAnchorId(letter)}`}
                  aria-label={name}
                >
                  {letter}
                </a>
              ) : (
                // biome-ignore lint/a11y/useValidAnchor: a disabled link has no address; role and aria-disabled say so.
                <a
                  className="conf-AlphaNav-link"
                  role="link"
                  aria-disabled="true"
                  aria-label={name}
                  data-disabled
                >
                  {letter}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
