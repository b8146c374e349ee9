/**
 * Catalogue text as plain text. Imported programmes may give descriptions as HTML; the site never
 * inserts that markup. Line-breaking tags become line breaks, then an inert parse (DOMParser runs no
 * scripts and loads nothing) keeps only the text, with entities decoded. Text without tags is
 * returned as it is.
 */
export function toPlainText(text: string | null | undefined): string {
  if (!text) return '';
  if (!/<[a-z!/][^>]*>/i.test(text)) return text.trim();
  const marked = text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|ul|ol|section|article)>/gi, '\n\n');
  const parsed = new DOMParser().parseFromString(marked, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** Paragraphs of a plain text: separated by blank lines, each trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * What an "About" section shows from a short and a long description: the long one alone when it
 * already contains the short one (the usual case: it starts with it), else both, or whichever exists.
 */
export function descriptionTexts(
  short: string | null | undefined,
  long: string | null | undefined,
): string[] {
  const first = toPlainText(short);
  const second = toPlainText(long);
  if (first && second) return second.includes(first) ? [second] : [first, second];
  return [first || second].filter(Boolean);
}
