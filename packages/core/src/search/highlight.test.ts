import { describe, expect, it } from 'vitest';
import { MAX_HIGHLIGHT_SNIPPETS as MAX_SNIPPETS } from '../constants.ts';
import { escapeHtml, foldedFields, highlightRecord, highlightSnippets, highlightWhole } from './highlight.ts';

const exact = (...words: string[]) => words.map((word) => ({ word, typo: false }));

describe('highlightWhole', () => {
  it('wraps the matched prefix of each word', () => {
    expect(highlightWhole('Teaching With Games', exact('teach', 'ga'))).toBe(
      '<span class="highlight">Teach</span>ing With <span class="highlight">Ga</span>mes',
    );
  });

  it('escapes everything else, markup in the name included', () => {
    expect(highlightWhole('<script>alert("x")</script> & Band', exact('script'))).toBe(
      '&lt;<span class="highlight">script</span>&gt;alert(&quot;x&quot;)&lt;/<span class="highlight">script</span>&gt; &amp; Band',
    );
  });

  it('highlights the original accented letters for an unaccented query', () => {
    expect(highlightWhole('Une Élève', exact('eleve'))).toBe('Une <span class="highlight">Élève</span>');
    expect(highlightWhole('Straße', exact('strass'))).toBe('<span class="highlight">Straß</span>e');
  });

  it('highlights a word matched through a typo only when the typo pass found it', () => {
    expect(highlightWhole('John Smith', exact('smiht'))).toBeNull();
    expect(highlightWhole('John Smith', [{ word: 'smiht', typo: true }])).toBe(
      'John <span class="highlight">Smith</span>',
    );
  });

  it('gives null when nothing matches', () => {
    expect(highlightWhole('Teaching', exact('games'))).toBeNull();
  });
});

describe('highlightSnippets', () => {
  const long =
    'Games are everywhere. '.repeat(3) +
    'In the middle of this long description there is a word about teaching that matters. ' +
    'Filler text that goes on and on without anything of interest for a while longer. '.repeat(3) +
    'At the very end, teaching again, and then teachers.';

  it('cuts windows around the matches of a long text', () => {
    const snippets = highlightSnippets(long, exact('teach'));
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) {
      expect(snippet).toContain('<span class="highlight">teach</span>');
      expect(snippet.length).toBeLessThan(long.length);
    }
  });

  it(`gives at most ${MAX_SNIPPETS} snippets`, () => {
    const many = Array.from({ length: 20 }, (_, i) => `games number ${i} ${'pad '.repeat(20)}`).join(' ');
    expect(highlightSnippets(many, exact('games')).length).toBe(MAX_SNIPPETS);
  });
});

describe('highlightRecord', () => {
  it('highlights the name and every field with a match, leaving the others out', () => {
    const highlight = highlightRecord(
      'Teaching With Games',
      [
        ['description', ['A session for teachers & <b>friends</b>.']],
        ['track', ['Policy']],
        ['tags', ['Teacher Retention', 'Assessment', 'Teaching Tools']],
      ],
      exact('teach'),
    );
    expect(highlight).toEqual({
      name: ['<span class="highlight">Teach</span>ing With Games'],
      description: [
        'A session for <span class="highlight">teach</span>ers &amp; &lt;b&gt;friends&lt;/b&gt;.',
      ],
      tags: [
        '<span class="highlight">Teach</span>er Retention',
        '<span class="highlight">Teach</span>ing Tools',
      ],
    });
  });

  it('is empty without query words', () => {
    expect(highlightRecord('Teaching', [], [])).toEqual({});
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('matchSpans', () => {
  it('finds a word across a dropped apostrophe', () => {
    expect(highlightWhole("Conan O'Brien", [{ word: 'obri', typo: false }])).toBe(
      'Conan <span class="highlight">O&#39;Bri</span>en',
    );
  });
});

describe('matchSpans on plain ASCII and in general agree', () => {
  const texts = [
    'Teaching teachers: the TEACHER-led way; reteach and teach again.',
    'K-12 students study 12 subjects, stud farms and student-athletes.',
    'Nothing here matches at all.',
  ];
  const words = [
    [{ word: 'teach', typo: false }],
    [
      { word: 'stud', typo: false },
      { word: 'student', typo: false },
    ],
    [{ word: '12', typo: false }],
  ];
  it.each(texts.flatMap((text) => words.map((w) => [text, w] as const)))(
    'the same spans in %j',
    (text, query) => {
      // A non-ASCII character at the end sends the same text through the general path.
      const general = highlightWhole(`${text} é`, query);
      const fast = highlightWhole(text, query);
      expect(fast === null ? null : `${fast} é`).toBe(general);
    },
  );
});

describe('highlightRecord with the fields folded ahead', () => {
  const fields = [['description', ["Students' voices"]]] as const;

  it('skips the fields when no word occurs in them', () => {
    const words = [{ word: 'games', typo: false }];
    expect(highlightRecord('Games Day', fields, words, foldedFields(fields))).toEqual({
      name: ['<span class="highlight">Games</span> Day'],
    });
  });

  it('still highlights them when one does', () => {
    const words = [{ word: 'students', typo: false }];
    expect(highlightRecord('Games Day', fields, words, foldedFields(fields))).toEqual({
      description: ['<span class="highlight">Students</span>&#39; voices'],
    });
  });

  it('highlights the same values as without them, accents, several values and typos included', () => {
    const many = [
      ['tags', ['Café Culture', 'Music', 'Cafeteria Talks', 'Jazz Café', 'café society']],
      ['contributors', ['Zoë Cafferty', 'Ann Lee']],
      ['description', ['Nothing here', "Students' café voices"]],
    ] as const;
    for (const words of [
      [{ word: 'cafe', typo: false }],
      [
        { word: 'zoe', typo: false },
        { word: 'ann', typo: false },
      ],
      [{ word: 'studnets', typo: true }],
      [{ word: 'nomatch', typo: false }],
    ]) {
      expect(highlightRecord('Café Day', many, words, foldedFields(many))).toEqual(
        highlightRecord('Café Day', many, words),
      );
    }
    expect(
      highlightRecord('Day', many, [{ word: 'cafe', typo: false }], foldedFields(many)).tags,
    ).toHaveLength(3);
  });
});
