import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContributorFacts } from './ContributorFacts.tsx';
import { SAMPLE_ARTIST, SAMPLE_PERSON } from './fixtures.ts';

describe('ContributorFacts', () => {
  it('shows the genre and hometown of an artist', () => {
    render(<ContributorFacts contributor={SAMPLE_ARTIST} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Genre', 'Hometown']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Indie',
      'Austin, TX, US',
    ]);
  });

  it('shows the title and company of a person', () => {
    render(<ContributorFacts contributor={SAMPLE_PERSON} />);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Teacher',
      'Lakeside School',
    ]);
  });

  it('leaves out what is missing', () => {
    render(<ContributorFacts contributor={{ ...SAMPLE_PERSON, title: null }} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Company']);
  });
});
