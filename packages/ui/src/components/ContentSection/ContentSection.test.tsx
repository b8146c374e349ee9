import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentSection } from './ContentSection.tsx';

describe('ContentSection', () => {
  it('is a region named by its heading', () => {
    render(
      <ContentSection title="About" headingLevel={3}>
        <p>Text</p>
      </ContentSection>,
    );
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('Text');
    expect(screen.getByRole('heading', { level: 3, name: 'About' })).toBeInTheDocument();
  });
});
