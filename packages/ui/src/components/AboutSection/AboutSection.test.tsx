import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ARTIST, SAMPLE_PERSON } from '../ContributorFacts/fixtures.ts';
import { AboutSection } from './AboutSection.tsx';

describe('AboutSection', () => {
  it('tells where an artist is from, the genre and subgenre, then the biography', () => {
    render(<AboutSection contributor={SAMPLE_ARTIST} />);
    const section = screen.getByRole('region', { name: 'About' });
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['From', 'Genre', 'Subgenre']);
    expect(within(section).getByText('Austin, TX, US')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['A band of former teachers.', 'Their songs are about homework, recess and the last bell.']);
  });

  it('shows the biography and details of a person, without artist facts', () => {
    render(<AboutSection contributor={SAMPLE_PERSON} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'About' })).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.getByText('She runs the school robotics club.')).toBeInTheDocument();
  });

  it('shows markup in a biography as text', () => {
    const { container } = render(
      <AboutSection contributor={{ ...SAMPLE_PERSON, bio: '<b>Bold</b> claims' }} />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>Bold</b> claims')).toBeInTheDocument();
  });

  it('is left out when there is nothing to tell, unless an empty text is given', () => {
    const nothing = { ...SAMPLE_PERSON, bio: null, details: '  ' };
    const { container, rerender } = render(<AboutSection contributor={nothing} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AboutSection contributor={nothing} emptyText="No biography yet." />);
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('No biography yet.');
  });
});
