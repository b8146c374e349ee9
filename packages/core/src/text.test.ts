import { describe, expect, it } from 'vitest';
import { textParagraphs, wordPreview } from './text.ts';

const seventeen =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen';

describe('wordPreview', () => {
  it('keeps the first 16 words and marks the cut with an ellipsis', () => {
    expect(wordPreview(seventeen)).toEqual({
      preview:
        'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen\u2026',
      full: seventeen,
      isTruncated: true,
    });
  });

  it('keeps a text of 16 words or fewer whole', () => {
    const sixteen = seventeen.replace(' seventeen', '');
    expect(wordPreview(sixteen)).toEqual({ preview: sixteen, full: sixteen, isTruncated: false });
  });

  it('counts runs of white space as one separator', () => {
    expect(wordPreview('  a\n\nb   c  ', 2)).toEqual({
      preview: 'a b\u2026',
      full: 'a\n\nb   c',
      isTruncated: true,
    });
  });

  it('gives an empty preview for no text', () => {
    expect(wordPreview(null)).toEqual({ preview: '', full: '', isTruncated: false });
    expect(wordPreview('   ')).toEqual({ preview: '', full: '', isTruncated: false });
  });
});

describe('textParagraphs', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(textParagraphs('First line\nsame paragraph\n\n  Second \r\n\r\n\n')).toEqual([
      'First line\nsame paragraph',
      'Second',
    ]);
    expect(textParagraphs(undefined)).toEqual([]);
  });
});
