import { parseHighlight } from '@conf/core';
import { Fragment, useMemo } from 'react';
import { cx } from '../../internal/classNames.ts';

/** Props of {@link HighlightedText}. */
export interface HighlightedTextProps {
  /**
   * Highlight markup from the server: matches wrapped in `<span class="highlight">…</span>`,
   * everything else HTML-escaped (a field of a suggestion's or hit's `highlight`).
   */
  markup: string;
  className?: string;
}

/**
 * Search highlight markup rendered safely: it is parsed into text parts (`parseHighlight` from
 * @conf/core) and the matched parts become `<mark>` elements. Nothing is inserted as HTML, so any
 * other markup, even from a misbehaving server, shows as text and never becomes an element.
 */
export function HighlightedText({ markup, className }: HighlightedTextProps) {
  const parts = useMemo(() => parseHighlight(markup), [markup]);
  return (
    <span className={cx('conf-HighlightedText', className)}>
      {parts.map((part, index) =>
        part.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move.
          <mark key={index} className="conf-Highlight">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move.
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
