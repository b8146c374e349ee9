import { BIO_PREVIEW_WORDS, textParagraphs, wordPreview } from '@conf/core';
import { useContext, useId } from 'react';
import { Disclosure, DisclosurePanel, DisclosureStateContext } from 'react-aria-components';
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

function Paragraphs({ text }: { text: string }) {
  return textParagraphs(text).map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never move.
    <p key={index}>{paragraph}</p>
  ));
}

/** The preview while collapsed; the whole text in the disclosure's panel while expanded. */
function BioText({ preview, full }: { preview: string; full: string }) {
  const isExpanded = useContext(DisclosureStateContext)?.isExpanded ?? false;
  return (
    <>
      {isExpanded ? null : <p>{preview}</p>}
      {/* The panel's content is rendered only while expanded, so that the hidden rest of the
          biography is not in the page (nor in its text) while collapsed. */}
      <DisclosurePanel>{isExpanded ? <Paragraphs text={full} /> : null}</DisclosurePanel>
    </>
  );
}

function ToggleLabel() {
  const isExpanded = useContext(DisclosureStateContext)?.isExpanded ?? false;
  return isExpanded ? 'Show Less' : 'Show More';
}

/**
 * An attendee's biography (spec "Detail page content > Attendee"): the first 16 words with Show More,
 * the whole text with Show Less, on react-aria-components `Disclosure` (expanded state, controlled or
 * not, `aria-expanded` on the trigger, `data-expanded` on the root). The trigger's `aria-controls`
 * names the whole text region (preview or panel), not only the panel, since the preview is what it
 * replaces. A short biography shows whole, without the button.
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
  const { preview, full, isTruncated } = wordPreview(biography, previewWords);
  if (full === '') return null;
  if (!isTruncated) {
    return (
      <div className={cx('conf-AttendeeBio', className)} data-expanded>
        <div className="conf-AttendeeBio-text">
          <Paragraphs text={full} />
        </div>
      </div>
    );
  }
  return (
    <Disclosure
      className={cx('conf-AttendeeBio', className)}
      isExpanded={isExpanded}
      defaultExpanded={defaultExpanded}
      onExpandedChange={onExpandedChange}
    >
      <div id={textId} className="conf-AttendeeBio-text">
        <BioText preview={preview} full={full} />
      </div>
      <Button slot="trigger" variant="ghost" aria-controls={textId}>
        <ToggleLabel />
      </Button>
    </Disclosure>
  );
}
