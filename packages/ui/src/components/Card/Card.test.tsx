import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is an article by default, named by its heading', () => {
    render(
      <Card aria-labelledby="t">
        <h2 id="t">Opening Keynote</h2>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Opening Keynote' });
    expect(card).toHaveClass('conf-Card');
    expect(card).not.toHaveAttribute('data-accent');
  });

  it('carries an event-type accent and can be a list item', () => {
    render(
      <ul>
        <Card as="li" accent="screening">
          Film
        </Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveAttribute('data-accent', 'screening');
  });
});
