import { describe, expect, it } from 'vitest';
import { cleanLine, htmlToText, markdownToText, richText, safeUrl, stripEmails } from './text.ts';

describe('cleanLine', () => {
  it('removes zero-width characters, U+FFFD and collapses tabs, no-break spaces and line separators', () => {
    expect(cleanLine('  Melissa\t Withers\t')).toBe('Melissa Withers');
    expect(cleanLine('Kiwi 101\u00a0at\u200b SXSW\u2028now\ufffd')).toBe('Kiwi 101 at SXSW now');
    expect(cleanLine('   ')).toBeNull();
    expect(cleanLine(42)).toBe('42');
    expect(cleanLine({})).toBeNull();
  });

  it('removes e-mail addresses', () => {
    expect(cleanLine('Ada (ada@example.org)')).toBe('Ada ([e-mail removed])');
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs, list items and links as text; drops scripts, attributes and tags', () => {
    const html =
      '<p>One &amp; <b onclick="x()">two</b></p><ul><li>a</li><li>b</li></ul><script>alert(1)</script>' +
      '<p><a href="https://x.example/a b">the docs</a> and <a href="javascript:alert(1)">bad</a><br>next</p>';
    expect(htmlToText(html)).toBe(
      'One & two\n\n- a\n- b\n\nthe docs (https://x.example/a%20b) and bad\nnext',
    );
  });

  it('writes a link whose text is its address once', () => {
    expect(htmlToText('<a href="https://keda.sh/">https://keda.sh/</a>')).toBe('https://keda.sh/');
  });

  it('keeps text that merely looks like markup characters', () => {
    expect(htmlToText('<p>a &lt; b &gt; c</p>')).toBe('a < b > c');
  });
});

describe('markdownToText', () => {
  it('strips the markup and sanitises HTML inside Markdown', () => {
    expect(
      markdownToText(
        '## Title\r\n\r\n**bold** and [link](https://l.example)\r\n\r\n<img src=x onerror=alert(1)>',
      ),
    ).toBe('Title\n\nbold and link (https://l.example/)');
  });
});

describe('richText', () => {
  it('auto: HTML only when there is a tag', () => {
    expect(richText('<p>x</p>', 'auto')).toBe('x');
    expect(richText('1 < 2 and *stars*', 'auto')).toBe('1 < 2 and *stars*');
  });
  it('markdown-or-html: FOSDEM HTML and 39C3 Markdown', () => {
    expect(richText('<p>html</p>', 'markdown-or-html')).toBe('html');
    expect(richText('*md*', 'markdown-or-html')).toBe('md');
  });
});

describe('safeUrl', () => {
  it('encodes, resolves relative addresses and refuses other schemes', () => {
    expect(safeUrl('https://video.example/K.1.105 (La Fontaine)/x.webm')).toBe(
      'https://video.example/K.1.105%20%28La%20Fontaine%29/x.webm',
    );
    expect(safeUrl('/media/s.pdf', 'https://pretalx.example/')).toBe('https://pretalx.example/media/s.pdf');
    expect(safeUrl('mailto:a@b.example')).toBeNull();
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('https://user:pw@host.example/')).toBeNull();
    expect(safeUrl('https://matrix.to/#/#room:x.org?web-instance[element.io]=chat')).toBe(
      'https://matrix.to/#/%23room:x.org?web-instance%5Belement.io%5D=chat',
    );
  });
});

describe('stripEmails', () => {
  it('replaces addresses, also in mailto form', () => {
    expect(stripEmails('write mailto:a.b@c.example or x+y@z.co.uk')).toBe(
      'write [e-mail removed] or [e-mail removed]',
    );
  });
});
