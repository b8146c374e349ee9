import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALPHA_NAV_LETTERS, AlphaNav, alphaAnchorId } from './AlphaNav.tsx';

describe('AlphaNav', () => {
  it('is a navigation landmark with A to Z and #', () => {
    render(<AlphaNav letters={['A']} />);
    const nav = screen.getByRole('navigation', { name: 'Jump to letter' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...ALPHA_NAV_LETTERS]);
  });

  describe('given the letters of a page', () => {
    it('links each letter with entries to its anchor', () => {
      render(<AlphaNav letters={['B', 'q', '#']} />);
      expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('href', '#alpha-B');
      expect(screen.getByRole('link', { name: 'Q' })).toHaveAttribute('href', '#alpha-Q');
      expect(screen.getByRole('link', { name: 'Other names (not A–Z)' })).toHaveAttribute(
        'href',
        '#alpha-other',
      );
    });

    it('disables letters without entries', () => {
      render(<AlphaNav letters={['B']} />);
      const a = screen.getByRole('link', { name: 'A' });
      expect(a).toHaveAttribute('aria-disabled', 'true');
      expect(a).not.toHaveAttribute('href');
    });

    it('uses the addresses it is given', () => {
      render(
        <AlphaNav letters={['B']} hrefFor={(letter) => `/list?letter=${letter}`} label="Speakers A–Z" />,
      );
      expect(screen.getByRole('navigation', { name: 'Speakers A–Z' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('href', '/list?letter=B');
    });
  });

  describe('when a keyboard user tabs through it', () => {
    it('stops on the letters with entries only', async () => {
      const user = userEvent.setup();
      render(<AlphaNav letters={['C', 'X']} />);
      await user.tab();
      expect(screen.getByRole('link', { name: 'C' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'X' })).toHaveFocus();
    });
  });

  describe('alphaAnchorId', () => {
    it('names letter anchors, # as "other"', () => {
      expect(alphaAnchorId('m')).toBe('alpha-M');
      expect(alphaAnchorId('#')).toBe('alpha-other');
    });
  });
});
