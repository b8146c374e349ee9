import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorMessage } from './ErrorMessage.tsx';

describe('ErrorMessage', () => {
  it('says "We encountered an error!" with the message', () => {
    render(<ErrorMessage message="Attendee 'u1' could not be loaded" />);
    expect(screen.getByRole('heading', { level: 1, name: 'We encountered an error!' })).toBeInTheDocument();
    expect(screen.getByText("Attendee 'u1' could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We encountered an error!' })).toBeInTheDocument();
  });

  it('shows only the heading without a message', () => {
    render(<ErrorMessage headingLevel={2} />);
    const region = screen.getByRole('region', { name: 'We encountered an error!' });
    expect(region.textContent).toBe('We encountered an error!');
  });
});
