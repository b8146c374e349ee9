import { describe, expect, it } from 'vitest';
import { analyzeText, normalizedPhrase, normalizeText, tokenize } from './normalize.ts';

describe('normalizeText', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeText('Élève Déjà-Vu')).toBe('eleve deja-vu');
  });

  it('folds letters that NFKD leaves alone', () => {
    expect(normalizeText('Straße Ørsted Łódź Æsop')).toBe('strasse orsted lodz aesop');
  });

  it('decomposes compatibility characters', () => {
    expect(normalizeText('ﬁeld ①')).toBe('field 1');
  });
});

describe('tokenize', () => {
  it('splits on anything but letters and digits', () => {
    expect(tokenize('K-12 Ed-Tech: AI & You!')).toEqual(['k', '12', 'ed', 'tech', 'ai', 'you']);
  });

  it('drops apostrophes inside words', () => {
    expect(tokenize("O'Brien’s students' work")).toEqual(['obriens', 'students', 'work']);
  });

  it('keeps letters of other scripts', () => {
    expect(tokenize('Ἀθῆναι 東京 Москва')).toEqual(['αθηναι', '東京', 'москва']);
  });

  it('gives nothing for text without letters or digits', () => {
    expect(tokenize(' -- !! ')).toEqual([]);
  });
});

describe('normalizedPhrase', () => {
  it('joins the words with single spaces', () => {
    expect(normalizedPhrase('  Teaching   With Games! ')).toBe('teaching with games');
  });
});

describe('analyzeText', () => {
  const samples = [
    'Élève Orientation Day',
    "O'Brien’s Straße & Ørsted",
    'e\u0301le\u0300ve (decomposed)',
    'ﬁeld ½ day',
    'ΟΔΟΣ Ἀθῆναι',
    "rock 'n' roll",
    'Plain ASCII text, with punctuation.',
  ];

  it.each(samples)('finds the same words as tokenize in %j', (text) => {
    expect(analyzeText(text).map((t) => t.norm)).toEqual(tokenize(text));
  });

  it('traces every word back to its characters in the original', () => {
    const text = 'Une Élève, Straße';
    const words = analyzeText(text);
    expect(words.map((w) => text.slice(w.start, w.end))).toEqual(['Une', 'Élève', 'Straße']);
    const strasse = words[2];
    // "ss" comes from the one "ß": both normalised characters end after it.
    expect(strasse?.norm).toBe('strasse');
    expect(strasse?.ends.slice(4, 6)).toEqual([text.indexOf('ß') + 1, text.indexOf('ß') + 1]);
  });

  it('keeps a decomposed accent with its letter', () => {
    const text = 'e\u0301cole';
    const [word] = analyzeText(text);
    expect(word?.norm).toBe('ecole');
    expect(word?.ends[0]).toBe(2);
  });
});
