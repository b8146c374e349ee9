import { accessBadges } from '@conf/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccessBadges } from './AccessBadges.tsx';

// The badge rules, counted: each call is a render of the list.
vi.mock(import('@conf/core'), async (original) => {
  const core = await original();
  return { ...core, accessBadges: vi.fn(core.accessBadges) };
});

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

  it('renders again only for other badges, not for a new array of the same ones', () => {
    const counted = vi.mocked(accessBadges);
    const { rerender } = render(<AccessBadges credentialTypes={['edu', 'music']} />);
    const renders = counted.mock.calls.length;
    rerender(<AccessBadges credentialTypes={['edu', 'music']} />);
    expect(counted.mock.calls.length).toBe(renders);
    rerender(<AccessBadges credentialTypes={['edu']} />);
    expect(counted.mock.calls.length).toBe(renders + 1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['EEDU']);
  });
});
