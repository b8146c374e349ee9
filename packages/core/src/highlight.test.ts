import { describe, expect, it } from 'vitest';
import {
  decodeHtmlEntities,
  HIGHLIGHT_CLOSE,
  HIGHLIGHT_OPEN,
  highlightPlainText,
  joinHighlightSnippets,
  parseHighlight,
} from './highlight.ts';

describe('parseHighlight', () => {
  it('marks what the highlight span wraps', () => {
    expect(parseHighlight(`${HIGHLIGHT_OPEN}Teach${HIGHLIGHT_CLOSE}ing With Games`)).toEqual([
      { text: 'Teach', highlighted: true },
      { text: 'ing With Games', highlighted: false },
    ]);
  });

  it('handles several highlighted parts and text around them', () => {
    expect(
      parseHighlight(
        'The <span class="highlight">Chalk</span>boards and <span class="highlight">Chalk</span>',
      ),
    ).toEqual([
      { text: 'The ', highlighted: false },
      { text: 'Chalk', highlighted: true },
      { text: 'boards and ', highlighted: false },
      { text: 'Chalk', highlighted: true },
    ]);
  });

  it('accepts <em> markup as a highlight too', () => {
    expect(parseHighlight('<em>Teach</em>ing')).toEqual([
      { text: 'Teach', highlighted: true },
      { text: 'ing', highlighted: false },
    ]);
  });

  it('decodes the escaped text into plain characters', () => {
    expect(
      parseHighlight('Rock &amp; <span class="highlight">Roll</span> &lt;3 &#39;n&#x27; &quot;more&quot;'),
    ).toEqual([
      { text: 'Rock & ', highlighted: false },
      { text: 'Roll', highlighted: true },
      { text: ` <3 'n' "more"`, highlighted: false },
    ]);
  });

  it('keeps any other markup as literal text, so it can never become an element', () => {
    const parts = parseHighlight(
      '<img src=x onerror=alert(1)><span class="highlight">a</span><script>x</script>',
    );
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)>', highlighted: false },
      { text: 'a', highlighted: true },
      { text: '<script>x</script>', highlighted: false },
    ]);
    expect(parts.filter((part) => part.highlighted)).toHaveLength(1);
  });

  it('does not treat a span with another class as a highlight', () => {
    expect(parseHighlight('<span class="other">x</span>')).toEqual([
      { text: '<span class="other">x', highlighted: false },
    ]);
  });

  it('highlights to the end when a span is left open, and ignores a stray close', () => {
    expect(parseHighlight('a</span>b<span class="highlight">c')).toEqual([
      { text: 'ab', highlighted: false },
      { text: 'c', highlighted: true },
    ]);
  });

  it('gives no parts for an empty string', () => {
    expect(parseHighlight('')).toEqual([]);
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeHtmlEntities('&Eacute;l&#232;ve &#x1F600; &bogus; &#0; a&nbsp;b')).toBe(
      '&Eacute;lève \u{1F600} &bogus; &#0; a\u00a0b',
    );
  });
});

describe('highlightPlainText', () => {
  it('drops the markup and decodes the text', () => {
    expect(highlightPlainText('<span class="highlight">Caf&eacute;</span> &amp; Co')).toBe(
      'Caf&eacute; & Co',
    );
  });
});

describe('joinHighlightSnippets', () => {
  it('joins at most 3 snippets with an ellipsis', () => {
    expect(joinHighlightSnippets(['a', 'b', 'c', 'd'])).toBe('a \u2026 b \u2026 c');
  });

  it('is null without snippets', () => {
    expect(joinHighlightSnippets(undefined)).toBeNull();
    expect(joinHighlightSnippets([])).toBeNull();
    expect(joinHighlightSnippets([''])).toBeNull();
  });
});
