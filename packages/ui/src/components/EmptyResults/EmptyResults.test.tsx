import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyResults } from './EmptyResults.tsx';

describe('EmptyResults', () => {
  it('says nothing matched when a search found nothing', () => {
    render(<EmptyResults />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sorry, but nothing matched your search terms. Please try again with some different keywords or filters.',
    );
  });

  it('says to stay tuned for a list with nothing yet', () => {
    render(<EmptyResults reason="stay-tuned" />);
    expect(screen.getByRole('status')).toHaveTextContent('Stay tuned, more events should be added soon!');
    expect(screen.getByRole('status')).toHaveAttribute('data-reason', 'stay-tuned');
  });

  it('prompts for a search, in its own words when given', () => {
    const { rerender } = render(<EmptyResults reason="prompt" />);
    expect(screen.getByRole('status').textContent).toMatch(/^Search for sessions/);
    rerender(<EmptyResults reason="prompt">Type a name to find an attendee.</EmptyResults>);
    expect(screen.getByRole('status')).toHaveTextContent('Type a name to find an attendee.');
  });
});
