import { BIO_PREVIEW_WORDS } from './constants.ts';

/** The start of a text for a "Show More" preview. */
export interface TextPreview {
  /** The first words, joined by single spaces, with an ellipsis when something was cut. */
  preview: string;
  /** The whole text, trimmed. */
  full: string;
  /** Whether the text has more words than the preview shows. */
  isTruncated: boolean;
}

/**
 * The first `words` words of a text (attendee biography: 16, spec section 9). Words are runs of
 * non-space characters; an ellipsis (`…`) ends a preview that cut something.
 */
export function wordPreview(text: string | null | undefined, words: number = BIO_PREVIEW_WORDS): TextPreview {
  const full = (text ?? '').trim();
  const all = full === '' ? [] : full.split(/\s+/);
  const limit = Math.max(0, Math.floor(words));
  if (all.length <= limit) return { preview: full, full, isTruncated: false };
  return { preview: `${all.slice(0, limit).join(' ')}\u2026`, full, isTruncated: true };
}

/** Paragraphs of a plain text: separated by blank lines, each trimmed, empty ones dropped. */
export function textParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
