import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './FactList.tsx';

describe('FactList', () => {
  it('lists facts as terms and definitions, skipping empty ones', () => {
    render(
      <FactList
        facts={[
          { label: 'Genre', value: 'Indie' },
          { label: 'Hometown', value: '  ' },
          { label: 'Title', value: null },
          { label: 'Company', value: <em>Lakeside</em> },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Genre', 'Company']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'Indie',
      'Lakeside',
    ]);
  });

  it('renders nothing without facts', () => {
    const { container } = render(<FactList facts={[{ label: 'Genre', value: '' }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
