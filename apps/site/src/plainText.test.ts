import { describe, expect, it } from 'vitest';
import { descriptionTexts, paragraphs, toPlainText } from './plainText.ts';

describe('toPlainText', () => {
  it('keeps text without markup as it is', () => {
    expect(toPlainText('  Fish & chips < 5 dollars\n\nSecond  ')).toBe('Fish & chips < 5 dollars\n\nSecond');
  });

  it('turns HTML into text with paragraphs and line breaks, entities decoded', () => {
    expect(toPlainText('<p>One &amp; <b>two</b></p><p>Three<br>four</p>')).toBe('One & two\n\nThree\nfour');
  });

  it('drops scripts and images without running or loading them', () => {
    expect(toPlainText('<img src=x onerror="alert(1)">Hi<script>alert(2)</script>')).toBe('Hialert(2)');
  });

  it('is empty for nothing', () => {
    expect(toPlainText(null)).toBe('');
    expect(toPlainText(undefined)).toBe('');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('a\nb\n\n \n\nc')).toEqual(['a\nb', 'c']);
  });
});

describe('descriptionTexts', () => {
  it('shows the long description alone when it contains the short one', () => {
    expect(descriptionTexts('Play.', 'Play.\n\nMore about play.')).toEqual(['Play.\n\nMore about play.']);
  });

  it('shows both when they differ', () => {
    expect(descriptionTexts('Play.', 'Dice.')).toEqual(['Play.', 'Dice.']);
  });

  it('shows whichever exists', () => {
    expect(descriptionTexts(null, 'Dice.')).toEqual(['Dice.']);
    expect(descriptionTexts('Play.', null)).toEqual(['Play.']);
    expect(descriptionTexts(null, null)).toEqual([]);
  });
});
