import { describe, expect, it } from 'vitest';
import { SAMPLE_SUGGESTIONS } from './fixtures.ts';
import { suggestionRows } from './suggestionRows.ts';

const base = {
  isActive: true,
  isLoading: false,
  suggestions: SAMPLE_SUGGESTIONS,
  term: 'teach',
  year: undefined,
};

describe('suggestionRows', () => {
  it('is empty below 2 characters', () => {
    expect(suggestionRows({ ...base, isActive: false, category: 'all' })).toEqual([]);
  });

  it('is a disabled loading row, then the term row, while loading', () => {
    const rows = suggestionRows({ ...base, isLoading: true, category: 'all' });
    expect(rows.map((row) => [row.kind, row.text])).toEqual([
      ['loading', 'Loading…'],
      ['term', 'Search everything for teach'],
    ]);
  });

  it('lists the suggestions with their pages, then the term row of the category', () => {
    const rows = suggestionRows({ ...base, category: 'all', year: 2026 });
    expect(rows.at(-1)?.text).toBe('Search everything for teach');
    const first = rows[0];
    expect(first?.kind).toBe('suggestion');
    expect(first?.kind === 'suggestion' ? first.href : null).toMatch(/^\/2026\//);
  });
});
