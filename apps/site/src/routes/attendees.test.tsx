import type { AttendeeSearchRequest } from '@conf/api-client';
import { PlaceholderArt } from '@conf/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeResponder } from '../test/fakeApi.ts';
import { attendeeRecord, searchHit, searchResult } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { searchBodies } from '../test/searchResults.ts';

const grace = searchHit('attendee', 'u000042', {
  name: 'Grace Hopper',
  title: 'Curriculum Lead',
  company: 'Harbor Schools',
  hometown: 'Arlington, VA',
  alpha: 'G',
});
const alan = searchHit('attendee', 'u000007', {
  name: 'Alan Kay',
  title: 'Researcher',
  company: 'Viewpoints',
  alpha: 'A',
});

const directory: FakeResponder = ({ body }) => {
  const term = ((body as AttendeeSearchRequest).term ?? '').toLowerCase();
  const hits = [grace, alan].filter((hit) => String(hit._source.name).toLowerCase().includes(term));
  return { status: 200, body: searchResult({ hits, total: hits.length }) };
};

describe('attendee directory', () => {
  it('is titled Attendee Directory and lists attendees with links to their pages', async () => {
    const { requests } = renderSite('/attendees', { answers: { '/search/attendees': directory } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendee Directory' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 results' })).toBeInTheDocument();
    expect(searchBodies(requests, '/search/attendees')).toEqual([{ models: ['attendee'] }]);
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/attendees/u000042');
    await waitFor(() => expect(document.title).toBe('Attendee Directory · EDU Summit 2026'));
  });

  it('offers no Share on an attendee: a directory entry is not passed around (decision 0021)', async () => {
    renderSite('/attendees', { answers: { '/search/attendees': directory } });
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Share / })).not.toBeInTheDocument();
  });

  it('pages like the other lists: page links ask for the page', async () => {
    const user = userEvent.setup();
    const paged: FakeResponder = ({ body }) => {
      const page = (body as AttendeeSearchRequest).page ?? 1;
      return {
        status: 200,
        body: searchResult({ hits: [page === 1 ? grace : alan], total: 130, page, per_page: 60 }),
      };
    };
    const { router, requests } = renderSite('/attendees', { answers: { '/search/attendees': paged } });
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getAllByRole('link', { name: /^Page \d$/ })).toHaveLength(3);
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Alan Kay' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(searchBodies(requests, '/search/attendees').at(-1)).toEqual({ models: ['attendee'], page: 2 });
  });

  it("shows an attendee without a photo with their page's placeholder, drawn in the page", async () => {
    renderSite('/attendees', { answers: { '/search/attendees': directory } });
    const link = await screen.findByRole('link', { name: 'Grace Hopper' });
    const tile = link.closest('article') as HTMLElement;
    // The picture of /images/attendee/u000042.svg (the attendee's page), without fetching it.
    expect(tile.querySelector('img')).toBeNull();
    const art = tile.querySelector('.conf-PlaceholderArt') as HTMLElement;
    expect(art).toHaveAttribute('data-kind', 'attendee');
    const expected = render(<PlaceholderArt kind="attendee" seed="u000042" />).container.firstElementChild;
    expect(art.getAttribute('style')).toBe(expected?.getAttribute('style'));
  });

  it('takes its title from the title parameter and keeps it while searching', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderSite('/attendees?title=Who%27s%20Here', {
      answers: { '/search/attendees': directory },
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Who's Here" })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: '2 results' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace{Enter}');
    await screen.findByRole('heading', { level: 2, name: '1 result' });
    expect(router.state.location.search).toBe('?q=grace&title=Who%27s+Here');
    expect(searchBodies(requests, '/search/attendees').at(-1)).toEqual({
      models: ['attendee'],
      term: 'grace',
    });
    expect(screen.getByRole('heading', { level: 1, name: "Who's Here" })).toBeInTheDocument();
  });

  it('shows "We encountered an error!" with the message when the directory fails', async () => {
    renderSite('/attendees?q=grace', {
      answers: {
        '/search/attendees': {
          status: 404,
          body: { status: 404, error: 'not_found', message: 'The attendee directory is not open yet' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We encountered an error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The attendee directory is not open yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Attendee Directory' })).toBeInTheDocument();
  });
});

describe('attendee page', () => {
  const answers = { '/attendees/u000042.json': { status: 200, body: attendeeRecord() } };

  it('shows photo, name, pronoun, title, company, hometown and industry', async () => {
    renderSite('/attendees/u000042', { answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('she/her')).toHaveClass('site-pronoun');
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveAttribute(
      'src',
      '/images/attendee/u000042.svg',
    );
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Title: 'Curriculum Lead',
      Company: 'Harbor Schools',
      Hometown: 'Arlington, VA',
      Industry: 'K-12 Education',
    });
  });

  it('shows the person fallback of the directory, not a monogram, when they have no photo', async () => {
    const { container } = renderSite('/attendees/u000042', {
      answers: { '/attendees/u000042.json': { status: 200, body: attendeeRecord({ image_url: null }) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    const photo = container.querySelector('.site-profile-photo');
    expect(photo?.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', '/images/attendee/u000042.svg');
    expect(photo).toHaveAttribute('data-fallback', 'true');
    expect(container.querySelector('.site-avatar-initial')).toBeNull();
  });

  it('previews the biography in 16 words, with Show More and Show Less', async () => {
    const user = userEvent.setup();
    renderSite('/attendees/u000042', { answers });
    const bio = await screen.findByRole('region', { name: 'Biography' });
    expect(
      within(bio).getByText(
        'Grace builds computing courses for middle schools and trains teachers to run them with confidence across…',
      ),
    ).toBeInTheDocument();
    await user.click(within(bio).getByRole('button', { name: 'Show More' }));
    expect(within(bio).getByText(/the whole district every single year\.$/)).toBeInTheDocument();
    await user.click(within(bio).getByRole('button', { name: 'Show Less' }));
    expect(within(bio).queryByText(/every single year/)).not.toBeInTheDocument();
  });

  it('shows "We encountered an error!" with the message for a missing attendee', async () => {
    renderSite('/attendees/nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We encountered an error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing at GET /attendees/nobody.json')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Attendee Directory' })).toHaveAttribute(
      'href',
      '/attendees',
    );
  });
});
