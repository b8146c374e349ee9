import { BIO_PREVIEW_WORDS, textParagraphs, wordPreview } from '@conf/core';
import { useId, useState } from 'react';
import { cx } from '../../internal/classNames.ts';
import { Button } from '../Button/Button.tsx';

/** Props of {@link AttendeeBio}. */
export interface AttendeeBioProps {
  biography: string | null | undefined;
  /** Words shown before Show More. Defaults to 16 (spec section 9). */
  previewWords?: number;
  /** Whether the whole biography shows (controlled). */
  isExpanded?: boolean;
  /** Whether it shows at first (uncontrolled). */
  defaultExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  className?: string;
}

/**
 * An attendee's biography (spec "Detail page content > Attendee"): the first 16 words with Show More,
 * the whole text with Show Less. The button tells its state with `aria-expanded` and points at the
 * text with `aria-controls`. A short biography shows whole, without the button.
 */
export function AttendeeBio({
  biography,
  previewWords = BIO_PREVIEW_WORDS,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  className,
}: AttendeeBioProps) {
  const textId = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = isExpanded ?? ownExpanded;
  const { preview, full, isTruncated } = wordPreview(biography, previewWords);
  if (full === '') return null;
  const toggle = () => {
    if (isExpanded === undefined) setOwnExpanded(!expanded);
    onExpandedChange?.(!expanded);
  };
  const shownWhole = expanded || !isTruncated;
  return (
    <div className={cx('conf-AttendeeBio', className)} data-expanded={shownWhole || undefined}>
      <div id={textId} className="conf-AttendeeBio-text">
        {shownWhole ? (
          textParagraphs(full).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never move.
            <p key={index}>{paragraph}</p>
          ))
        ) : (
          <p>{preview}</p>
        )}
      </div>
      {isTruncated ? (
        <Button variant="ghost" aria-expanded={expanded} aria-controls={textId} onPress={toggle}>
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
      ) : null}
    </div>
  );
}
