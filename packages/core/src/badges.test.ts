import { describe, expect, it } from 'vitest';
import { accessBadges } from './badges.ts';

describe('accessBadges', () => {
  it('orders badges platinum, innovation, interactive, film, music, edu whatever the input order', () => {
    expect(
      accessBadges(['edu', 'music', 'film', 'interactive', 'innovation', 'platinum']).map((b) => b.letter),
    ).toEqual(['P', 'I', 'I', 'F', 'M', 'E']);
  });

  it('shows F once for film and filmtv', () => {
    expect(accessBadges(['filmtv', 'film'])).toEqual([{ key: 'film', letter: 'F', label: 'Film & TV' }]);
    expect(accessBadges(['filmtv'])).toEqual([{ key: 'film', letter: 'F', label: 'Film & TV' }]);
  });

  it('gives each badge a key and a label', () => {
    expect(accessBadges(['innovation', 'interactive'])).toEqual([
      { key: 'innovation', letter: 'I', label: 'Innovation' },
      { key: 'interactive', letter: 'I', label: 'Interactive' },
    ]);
  });

  it('ignores unknown types and duplicates', () => {
    expect(accessBadges(['cpe_credit', 'music', 'music'])).toEqual([
      { key: 'music', letter: 'M', label: 'Music' },
    ]);
  });

  it('is empty without credential types', () => {
    expect(accessBadges([])).toEqual([]);
    expect(accessBadges(null)).toEqual([]);
  });
});
