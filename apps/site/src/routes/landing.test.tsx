import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponder, type RecordedRequest, requestBodies } from '../test/fakeApi.ts';
import { eventRecord, searchResult, tokyoProgramme } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';

const config = { badgeUrl: 'https://tickets.example/badges', hotelUrl: 'https://hotels.example/book' };

describe('landing page', () => {
  it('has one main heading, the conference name, and the document title', async () => {
    renderSite('/', { config });
    expect(await screen.findByRole('heading', { level: 1, name: 'EDU Summit 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('EDU Summit 2026'));
  });

  it('has banner, main and contentinfo landmarks and a skip link', async () => {
    renderSite('/', { config });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('promotes the full schedule and the recently announced speakers of the landing year', async () => {
    renderSite('/', { config });
    expect(await screen.findByRole('link', { name: 'Full Schedule' })).toHaveAttribute(
      'href',
      '/search/event',
    );
    expect(screen.getByRole('link', { name: 'Recently Announced Speakers' })).toHaveAttribute(
      'href',
      '/2026/speakers',
    );
    expect(screen.getByRole('link', { name: 'Explore Schedule' })).toHaveAttribute(
      'href',
      '/2026/search/event',
    );
  });

  it('links to the hotel booking site in a new tab, and says so', async () => {
    renderSite('/', { config });
    const hotel = await screen.findByRole('link', { name: /Book a Hotel/ });
    expect(hotel).toHaveAttribute('href', 'https://hotels.example/book');
    expect(hotel).toHaveAttribute('target', '_blank');
    expect(hotel.getAttribute('rel')).toContain('noopener');
    expect(hotel).toHaveAccessibleName('Book a Hotel (opens in a new tab)');
  });

  describe('given a signed-out visitor', () => {
    it('offers Buy a Badge on the external badge site, and no favorites', async () => {
      renderSite('/', { config });
      const badge = await screen.findByRole('link', { name: /Buy a Badge/ });
      expect(badge).toHaveAttribute('href', 'https://tickets.example/badges');
      expect(badge).toHaveAttribute('target', '_blank');
      expect(screen.queryByRole('link', { name: 'View Favorites' })).not.toBeInTheDocument();
    });
  });

  describe('given a signed-in user', () => {
    it('offers View Favorites instead of Buy a Badge', async () => {
      renderSite('/', { config, user: { uid: 'u-1', roles: ['attendee'] } });
      expect(await screen.findByRole('link', { name: 'View Favorites' })).toHaveAttribute(
        'href',
        '/2026/favorites/event',
      );
      expect(screen.queryByRole('link', { name: /Buy a Badge/ })).not.toBeInTheDocument();
    });
  });

  describe('under a year', () => {
    it('links to that year', async () => {
      renderSite('/2025', { config });
      expect(await screen.findByRole('link', { name: 'Recently Announced Speakers' })).toHaveAttribute(
        'href',
        '/2025/speakers',
      );
      expect(screen.getByRole('link', { name: 'Full Schedule' })).toHaveAttribute(
        'href',
        '/2025/search/event',
      );
      expect(screen.getByRole('search')).toHaveAttribute('action', '/2025/search');
    });

    it("leaves out the landing conference's badges and hotels, and the header stays in that year", async () => {
      renderSite('/2025', { config });
      await screen.findByRole('link', { name: 'Recently Announced Speakers' });
      expect(screen.queryByRole('link', { name: /Buy a Badge/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Book a Hotel/ })).not.toBeInTheDocument();
      expect(
        screen.getAllByRole('listitem').filter((item) => item.classList.contains('site-promo')),
      ).toHaveLength(2);
      const header = screen.getByRole('banner');
      const schedule = within(header)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .filter((href) => href?.includes('/search'));
      expect(schedule.length).toBeGreaterThan(0);
      expect(schedule.every((href) => href?.startsWith('/2025/'))).toBe(true);
      expect(within(header).getByRole('link', { name: /Programme 2025/ })).toHaveAttribute('href', '/2025');
    });

    it("takes that year's theme (its colours and navigation), while the landing year keeps its own", async () => {
      const festival = {
        year: 2025,
        name: 'Film Days 2025',
        shortName: 'Film Days',
        firstDay: '2025-03-09',
        lastDay: '2025-03-12',
        city: null,
        timeZone: 'UTC',
        theme: 'festival',
        tagline: null,
        eventTypes: [],
        stored: true,
      };
      const first = renderSite('/2025', {
        config,
        answers: { '/api/web/2025/programme': { status: 200, body: festival } },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Film Days 2025' })).toBeInTheDocument();
      expect(document.querySelector('.site-theme')).toHaveAttribute('data-theme', 'festival');
      first.unmount();
      renderSite('/', { config });
      expect(await screen.findByRole('heading', { level: 1, name: 'EDU Summit 2026' })).toBeInTheDocument();
      expect(document.querySelector('.site-theme')).toHaveAttribute('data-theme', 'education');
    });

    it("shows a year without settings in words of the year alone, none of the demo's", async () => {
      // No GET /api/web/2025/programme answer: the page falls back to the neutral programme.
      renderSite('/2025', { config });
      expect(await screen.findByRole('heading', { level: 1, name: 'Programme 2025' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'What is on in 2025' })).toBeInTheDocument();
      const text = screen.getByRole('main').textContent ?? '';
      expect(text).not.toMatch(/summit|downtown|Teachers|\bEDU\b|Austin|Plan your/i);
      expect(screen.getByRole('contentinfo')).toHaveTextContent('All times are shown in UTC.');
    });
  });

  describe('when a visitor searches', () => {
    // Suggestions come 200 ms after the last keystroke, then over the (fake) network: allow for a busy machine.
    const SLOW = { timeout: 4000 };
    const suggestions: FakeResponder = ({ body }) => {
      const { models } = body as { q: string; models?: string };
      const event = {
        type: 'event',
        name: 'Teaching With Games',
        thumbnail_url: null,
        highlight: { name: ['<span class="highlight">Teach</span>ing With Games'] },
        event_id: 'PP1001',
        event_type: 'panel',
        venue_name: 'Salon C',
      };
      const person = {
        type: 'person',
        name: 'Ada Teacher',
        thumbnail_url: null,
        highlight: {},
        entity_id: 'P200',
      };
      return { status: 200, body: models === 'event' ? [event] : [event, person] };
    };
    const answers = {
      '/search/suggestions': suggestions,
      '/search': { status: 200, body: searchResult() },
      '/api/web/2026/events/PP1001': { status: 200, body: eventRecord() },
      '/api/web/2025/events/PP1001': { status: 200, body: eventRecord({ year: 2025 }) },
    };
    const suggestionBodies = (requests: readonly RecordedRequest[]) =>
      requestBodies(requests, '/search/suggestions');

    /**
     * The suggestion box, once reached for: until then the page shows the plain search form (the
     * box's code, once loaded, stays for the page's lifetime: here the test file's).
     */
    /** The real suggestion box (its code loaded on first use), not the page's stand-in form. */
    function realBox() {
      const box = screen.getByRole('combobox', { name: 'Search the schedule' });
      expect(box.closest('form')).not.toHaveAttribute('data-stand-in');
      return box;
    }

    async function suggestionBox(user: ReturnType<typeof userEvent.setup>) {
      const field = await screen.findByRole('combobox', { name: 'Search the schedule' });
      if (field.closest('form')?.hasAttribute('data-stand-in')) await user.click(field);
      return waitFor(realBox, SLOW);
    }

    it('is a plain GET form to /search until reached for, then the suggestion box, keeping what was typed', async () => {
      const user = userEvent.setup();
      renderSite('/', { config, answers });
      const search = await screen.findByRole('search');
      expect(search).toHaveAttribute('action', '/search');
      expect(search).toHaveAttribute('method', 'get');
      expect(search).toHaveAttribute('data-stand-in');
      // The stand-in is announced as the combo box it becomes, collapsed.
      const plain = within(search).getByRole('combobox', { name: 'Search the schedule' });
      expect(plain).toHaveAttribute('name', 'q');
      expect(plain).toHaveAttribute('aria-expanded', 'false');
      await user.type(plain, 'ro');
      const box = await waitFor(realBox, SLOW);
      expect(box).not.toBe(plain);
      expect(box).toHaveFocus();
      await user.type(box, 'bots');
      expect(box).toHaveValue('robots');
    });

    it('submits the term to /search with q', async () => {
      const user = userEvent.setup();
      const { router } = renderSite('/', { config, answers });
      const search = await screen.findByRole('search');
      await user.type(await suggestionBox(user), 'robots');
      await screen.findByRole('option', { name: 'Search everything for robots' }, SLOW);
      await user.keyboard('{Escape}');
      await user.click(within(search).getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
      expect(router.state.location.pathname).toMatch(/^\/search\/?$/);
      expect(router.state.location.search).toBe('?q=robots');
    });

    it('suggests records from 2 characters, without models for All, and opens the chosen one', async () => {
      const user = userEvent.setup();
      const { router, requests } = renderSite('/', { config, answers });
      const box = await suggestionBox(user);
      await user.type(box, 't');
      await user.type(box, 'each');
      const row = await screen.findByRole('option', { name: /Teaching With Games at Salon C/ }, SLOW);
      expect(suggestionBodies(requests)).toEqual([{ q: 'teach' }]);
      expect(screen.getByRole('option', { name: 'Search everything for teach' })).toBeInTheDocument();
      await user.click(row);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/events/PP1001');
    });

    // Answers are cached per text and category for the page's lifetime (here: the test file's), so
    // each test types its own text.
    it('asks for the category models when the visitor switches category with the arrows', async () => {
      const user = userEvent.setup();
      const { requests } = renderSite('/', { config, answers });
      const box = await suggestionBox(user);
      await user.type(box, 'lesson');
      await screen.findByRole('option', { name: /Ada Teacher/ }, SLOW);
      await user.keyboard('{ArrowDown}{ArrowRight}');
      expect(
        await screen.findByRole('option', { name: 'Search all events for lesson' }, SLOW),
      ).toBeInTheDocument();
      await waitFor(
        () => expect(suggestionBodies(requests)).toEqual([{ q: 'lesson' }, { q: 'lesson', models: 'event' }]),
        SLOW,
      );
      expect(await screen.findByRole('option', { name: /Teaching With Games/ }, SLOW)).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: /Ada Teacher/ })).not.toBeInTheDocument();
    });

    it('keeps the year of the page in suggestion links', async () => {
      const user = userEvent.setup();
      const { router } = renderSite('/2025', { config, answers });
      const box = await suggestionBox(user);
      await user.type(box, 'teach');
      await user.click(await screen.findByRole('option', { name: /Teaching With Games/ }, SLOW));
      await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' });
      expect(router.state.location.pathname).toBe('/2025/events/PP1001');
    });
  });

  describe('when a visitor follows a link', () => {
    it('moves focus to the new page heading', async () => {
      const user = userEvent.setup();
      renderSite('/', { config, answers: { '/2026/search': { status: 200, body: searchResult() } } });
      await user.click(await screen.findByRole('link', { name: 'Recently Announced Speakers' }));
      const heading = await screen.findByRole('heading', { level: 1, name: 'Speakers' });
      expect(heading).toHaveFocus();
      await waitFor(() => expect(document.title).toBe('Speakers · EDU Summit 2026'));
    });
  });

  describe('now and next (issue 16 item 3)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('leads to what is on now during the programme days, in its zone', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-09T00:05:00-05:00'));
      renderSite('/', { config });
      expect(await screen.findByRole('link', { name: 'Now and Next' })).toHaveAttribute('href', '/now');
    });

    it('is not offered before or after the programme days (the evening before is UTC’s first day)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-08T20:00:00-05:00'));
      renderSite('/', { config });
      await screen.findByRole('link', { name: 'Full Schedule' });
      expect(screen.queryByRole('link', { name: 'Now and Next' })).not.toBeInTheDocument();
    });

    it("keeps another year's address, on that programme's days", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // 10 AM in Tokyo on its one day is still the day before in Chicago.
      vi.setSystemTime(new Date('2025-05-20T10:00:00+09:00'));
      renderSite('/2025', {
        answers: { '/api/web/2025/programme': { status: 200, body: tokyoProgramme() } },
      });
      expect(await screen.findByRole('link', { name: 'Now and Next' })).toHaveAttribute('href', '/2025/now');
    });
  });
});
