import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contributorRecord } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';

/** The facts of a description list inside `container`, label to value. */
function factsOf(container: HTMLElement): Record<string, string | null | undefined> {
  return Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('contributor detail page', () => {
  describe('given a person (speaker)', () => {
    const answers = { '/api/web/2026/contributors/P200': { status: 200, body: contributorRecord() } };

    it('shows photo, name, title and company, and a type tag to the filtered list', async () => {
      renderSite('/contributors/P200', { answers });
      expect(await screen.findByRole('heading', { level: 1, name: 'Ada Byron' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Ada Byron · EDU Summit 2026'));
      expect(screen.getByRole('img', { name: 'Photo of Ada Byron' })).toHaveAttribute(
        'src',
        '/images/person/P200.svg',
      );
      expect(screen.getByText('Teacher')).toBeInTheDocument();
      expect(screen.getByText('Lakeside School')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Speaker' })).toHaveAttribute(
        'href',
        '/contributors?models=person',
      );
    });

    it('shows the person fallback, not a monogram, when they have no photo', async () => {
      const noPhoto = contributorRecord({ image: null, thumbnail_url: null });
      const { container } = renderSite('/contributors/P200', {
        answers: { '/api/web/2026/contributors/P200': { status: 200, body: noPhoto } },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Ada Byron' })).toBeInTheDocument();
      const photo = container.querySelector('.site-profile-photo');
      expect(photo?.tagName).toBe('IMG');
      expect(photo).toHaveAttribute('src', '/images/person/P200.svg');
      expect(photo).toHaveAttribute('data-fallback', 'true');
      expect(photo).toHaveAttribute('alt', '');
      expect(container.querySelector('.site-avatar-initial')).toBeNull();
    });

    it('shows the About text and the events featuring them', async () => {
      renderSite('/contributors/P200', { answers });
      const about = await screen.findByRole('region', { name: 'About' });
      expect(within(about).getByText('Ada teaches mathematics through games.')).toBeInTheDocument();
      const events = screen.getByRole('region', { name: 'Events featuring Ada Byron' });
      const item = within(events).getByRole('listitem');
      expect(within(item).getByRole('link', { name: 'Teaching With Games' })).toHaveAttribute(
        'href',
        '/events/PP1001',
      );
      expect(within(item).getByText('Mar 9, 2026')).toBeInTheDocument();
      expect(within(item).getByText('9:30AM–10:30AM CT')).toBeInTheDocument();
      expect(within(item).getByText('Salon C')).toBeInTheDocument();
    });
  });

  describe('given an artist under a year', () => {
    const artist = contributorRecord({
      entity_id: 'A300',
      type: 'artist',
      name: 'The Chalkboards',
      image: { url: '/images/artist/A300.svg', alt_text: 'The Chalkboards on stage' },
      title: null,
      company: null,
      genre: 'Indie',
      subgenre: 'Pop',
      links: [
        { type: 'bandcamp', url: 'https://example.org/chalkboards' },
        { type: 'website', url: ' ' },
      ],
      artist_connection: { seeking: ['Booking Agent', 'Label'] },
    });
    const answers = { '/api/web/2025/contributors/A300': { status: 200, body: artist } };

    it('shows genre and hometown, professional connections and links without blank ones', async () => {
      renderSite('/2025/artists/A300', { answers });
      expect(await screen.findByRole('heading', { level: 1, name: 'The Chalkboards' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'The Chalkboards on stage' })).toBeInTheDocument();
      const head = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
      expect(factsOf(head)).toEqual({ Genre: 'Indie', Hometown: 'Austin, TX, US' });
      expect(factsOf(screen.getByRole('region', { name: 'About' }))).toEqual({
        From: 'Austin, TX, US',
        Genre: 'Indie',
        Subgenre: 'Pop',
      });
      expect(screen.getByRole('link', { name: 'Artist' })).toHaveAttribute(
        'href',
        '/2025/contributors?models=artist',
      );
      expect(screen.getByRole('region', { name: 'Professional Connections' })).toHaveTextContent(
        'Seeking: Booking Agent, Label',
      );
      const links = screen.getByRole('region', { name: 'Artist Links' });
      expect(within(links).getAllByRole('link')).toHaveLength(1);
      expect(within(links).getByRole('link', { name: 'Bandcamp (opens in a new tab)' })).toHaveAttribute(
        'href',
        'https://example.org/chalkboards',
      );
    });

    it('keeps the year in event links', async () => {
      renderSite('/2025/artists/A300', { answers });
      expect(await screen.findByRole('link', { name: 'Teaching With Games' })).toHaveAttribute(
        'href',
        '/2025/events/PP1001',
      );
    });
  });

  describe('given a contributor the API does not know', () => {
    it('shows the page-not-found screen with a link back to the contributors', async () => {
      renderSite('/contributors/nobody');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to all contributors' })).toHaveAttribute(
        'href',
        '/contributors',
      );
    });
  });

  describe('when the API fails', () => {
    it('shows the error with its message and a link back to the contributors', async () => {
      renderSite('/contributors/P200', {
        answers: {
          '/api/web/2026/contributors/P200': {
            status: 503,
            body: { status: 503, error: 'internal_error', message: 'The catalogue is being updated' },
          },
        },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'We encountered an error!' }),
      ).toBeInTheDocument();
      expect(screen.getByText('The catalogue is being updated')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to all contributors' })).toHaveAttribute(
        'href',
        '/contributors',
      );
    });
  });
});
