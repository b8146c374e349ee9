import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIRouterProvider } from '../Link/UIRouterProvider.tsx';
import { contributorTypeHref, TypeTag } from './TypeTag.tsx';

describe('TypeTag', () => {
  it('links an artist to the contributor list filtered on artists', () => {
    render(<TypeTag type="artist" />);
    expect(screen.getByRole('link', { name: 'Artist' })).toHaveAttribute(
      'href',
      '/contributors?models=artist',
    );
  });

  it('calls a person a Speaker and keeps the year', () => {
    render(<TypeTag type="person" year={2025} />);
    expect(screen.getByRole('link', { name: 'Speaker' })).toHaveAttribute(
      'href',
      '/2025/contributors?models=person',
    );
  });

  it('takes its own label and link', () => {
    render(<TypeTag type="person" label="Mentor" href="/mentors" />);
    expect(screen.getByRole('link', { name: 'Mentor' })).toHaveAttribute('href', '/mentors');
  });

  it('is followed with the keyboard through the router', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <UIRouterProvider navigate={navigate}>
        <TypeTag type="artist" />
      </UIRouterProvider>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/contributors?models=artist');
  });

  it('builds the filtered list link', () => {
    expect(contributorTypeHref('artist')).toBe('/contributors?models=artist');
  });
});
