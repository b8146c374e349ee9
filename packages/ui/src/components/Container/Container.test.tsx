import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('wraps its content, default size', () => {
    render(<Container>Results</Container>);
    const container = screen.getByText('Results');
    expect(container).toHaveClass('conf-Container');
    expect(container).toHaveAttribute('data-size', 'default');
  });

  it('passes size, class and attributes through', () => {
    render(
      <Container size="narrow" className="page" aria-label="About" role="region">
        Text
      </Container>,
    );
    const region = screen.getByRole('region', { name: 'About' });
    expect(region).toHaveAttribute('data-size', 'narrow');
    expect(region).toHaveClass('conf-Container', 'page');
  });
});
