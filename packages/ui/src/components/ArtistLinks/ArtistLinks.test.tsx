import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ArtistLinks } from './ArtistLinks.tsx';
import { ALL_ARTIST_LINKS } from './fixtures.ts';

describe('ArtistLinks', () => {
  it('shows a named icon link for every link type, opening in a new tab', () => {
    render(<ArtistLinks links={ALL_ARTIST_LINKS} />);
    const section = screen.getByRole('region', { name: 'Artist Links' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Apple Music (opens in a new tab)',
      'Bandcamp (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'SoundCloud (opens in a new tab)',
      'Spotify (opens in a new tab)',
      'TikTok (opens in a new tab)',
      'X (Twitter) (opens in a new tab)',
      'Website (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    const bandcamp = within(section).getByRole('link', { name: 'Bandcamp (opens in a new tab)' });
    expect(bandcamp).toHaveAttribute('href', 'https://example.org/bandcamp');
    expect(bandcamp).toHaveAttribute('target', '_blank');
    expect(bandcamp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bandcamp.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('drops blank links', () => {
    render(
      <ArtistLinks
        links={[
          { type: 'spotify', url: '' },
          { type: 'youtube', url: '  ' },
          { type: 'website', url: 'https://example.org' },
        ]}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is left out without links', () => {
    const { container } = render(<ArtistLinks links={[{ type: 'spotify', url: ' ' }]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is reached with Tab', async () => {
    const user = userEvent.setup();
    render(<ArtistLinks links={ALL_ARTIST_LINKS.slice(0, 2)} />);
    await user.tab();
    expect(screen.getByRole('link', { name: /^Apple Music/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /^Bandcamp/ })).toHaveFocus();
  });
});
