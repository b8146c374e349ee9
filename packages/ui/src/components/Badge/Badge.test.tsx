import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text with a neutral tone by default', () => {
    render(<Badge>Featured</Badge>);
    const badge = screen.getByText('Featured');
    expect(badge).toHaveClass('conf-Badge');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
  });

  it('exposes its tone', () => {
    render(<Badge tone="danger">Canceled</Badge>);
    expect(screen.getByText('Canceled')).toHaveAttribute('data-tone', 'danger');
  });
});
