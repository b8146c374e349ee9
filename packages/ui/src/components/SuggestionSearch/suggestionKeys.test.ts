import { describe, expect, it } from 'vitest';
import { categoryAnnouncement, stepCategory, suggestionKeyIntent } from './suggestionKeys.ts';

const open = { isOpen: true, hasRows: true, hasHighlight: false, highlightsFirstRow: false };

describe('suggestionKeyIntent', () => {
  describe('with the list open', () => {
    it('switches the category with Left and Right only while a row is (about to be) highlighted', () => {
      expect(suggestionKeyIntent({ ...open, key: 'ArrowRight' })).toBeNull();
      expect(suggestionKeyIntent({ ...open, key: 'ArrowRight', hasHighlight: true })).toBe('next-category');
      expect(suggestionKeyIntent({ ...open, key: 'ArrowLeft', highlightsFirstRow: true })).toBe(
        'previous-category',
      );
    });

    it('mirrors Left and Right right to left: Left is the next category', () => {
      const highlighted = { ...open, hasHighlight: true, direction: 'rtl' as const };
      expect(suggestionKeyIntent({ ...highlighted, key: 'ArrowLeft' })).toBe('next-category');
      expect(suggestionKeyIntent({ ...highlighted, key: 'ArrowRight' })).toBe('previous-category');
    });

    it('opens the highlighted row with Enter, or searches for the term without one', () => {
      expect(suggestionKeyIntent({ ...open, key: 'Enter', hasHighlight: true })).toBe('open-row');
      expect(suggestionKeyIntent({ ...open, key: 'Enter' })).toBe('search-term');
    });

    it('closes with Escape and leaves Up, Down and typing to react-aria', () => {
      expect(suggestionKeyIntent({ ...open, key: 'Escape' })).toBe('close');
      expect(suggestionKeyIntent({ ...open, key: 'ArrowDown' })).toBeNull();
      expect(suggestionKeyIntent({ ...open, key: 'a' })).toBeNull();
    });
  });

  describe('with the list closed', () => {
    const closed = { ...open, isOpen: false };

    it('opens with Up or Down when there is something to show', () => {
      expect(suggestionKeyIntent({ ...closed, key: 'ArrowDown' })).toBe('open');
      expect(suggestionKeyIntent({ ...closed, key: 'ArrowUp', hasRows: false })).toBeNull();
    });

    it('leaves Enter to the form and Escape to the search field (which clears the text)', () => {
      expect(suggestionKeyIntent({ ...closed, key: 'Enter' })).toBeNull();
      expect(suggestionKeyIntent({ ...closed, key: 'Escape' })).toBeNull();
    });
  });
});

describe('stepCategory', () => {
  it('walks All, Events, Contributors round', () => {
    expect(stepCategory('all', 1)).toBe('events');
    expect(stepCategory('contributors', 1)).toBe('all');
    expect(stepCategory('all', -1)).toBe('contributors');
  });
});

it('announces a category by its name', () => {
  expect(categoryAnnouncement('contributors')).toBe('Category: Contributors');
});
