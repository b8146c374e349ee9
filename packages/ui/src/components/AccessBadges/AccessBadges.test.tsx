import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessBadges } from './AccessBadges.tsx';

describe('AccessBadges', () => {
  it('lists the badges in the spec order with their names for assistive technology', () => {
    render(<AccessBadges credentialTypes={['music', 'filmtv', 'platinum', 'film']} />);
    const list = screen.getByRole('list', { name: 'Badge access' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['PPlatinum', 'FFilm & TV', 'MMusic']);
    expect(items[0]).toHaveAttribute('title', 'Platinum');
    expect(items[1]).toHaveAttribute('data-badge', 'film');
  });

  it('shows the letter to sighted users only', () => {
    render(<AccessBadges credentialTypes={['edu']} label="Access" />);
    const item = within(screen.getByRole('list', { name: 'Access' })).getByRole('listitem');
    expect(within(item).getByText('E')).toHaveAttribute('aria-hidden', 'true');
    expect(within(item).getByText('EDU')).toBeInTheDocument();
  });

  it('renders nothing when no badge applies', () => {
    const { container } = render(<AccessBadges credentialTypes={['cpe_credit']} />);
    expect(container).toBeEmptyDOMElement();
  });
});
