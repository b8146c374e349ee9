import { paragraphs, toPlainText } from '../plainText.ts';

/**
 * Catalogue text shown as plain text, never as HTML (markup in the data is reduced to its text):
 * blank lines separate paragraphs and single line breaks are kept.
 */
export function PlainText({ text, className }: { text: string | null | undefined; className?: string }) {
  const parts = paragraphs(toPlainText(text));
  if (parts.length === 0) return null;
  return (
    <div className={className ? `site-prose ${className}` : 'site-prose'}>
      {parts.map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is fixed for a given text.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
