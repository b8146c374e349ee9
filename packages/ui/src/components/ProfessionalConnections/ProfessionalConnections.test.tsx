import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfessionalConnections } from './ProfessionalConnections.tsx';

describe('ProfessionalConnections', () => {
  it('lists what the artist is seeking, comma separated', () => {
    render(<ProfessionalConnections seeking={['Booking Agent', ' ', 'Label', 'Publisher']} />);
    expect(screen.getByRole('region', { name: 'Professional Connections' })).toHaveTextContent(
      'Seeking: Booking Agent, Label, Publisher',
    );
  });

  it('is left out when the artist seeks nothing', () => {
    const { container } = render(<ProfessionalConnections seeking={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
