import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveStatusesOf } from '../live/liveStatuses.ts';
import { requestBodies } from '../test/fakeApi.ts';
import { eventRecord, tokyoProgramme } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';

const EVENT_PATH = '/api/web/2026/events/PP1001';

describe('event detail page', () => {
  describe('given an event the API knows', () => {
    it('asks the API for the landing year when the address has no year', async () => {
      const { requests } = renderSite('/events/PP1001', {
        answers: { [EVENT_PATH]: { status: 200, body: eventRecord() } },
      });
      await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' });
      const catalogue = requests.filter((request) => request.path.startsWith('/api/web/'));
      expect(catalogue.map((request) => request.path)).toEqual([EVENT_PATH]);
      expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('test-token');
    });

    it('asks the API for the year of the address', async () => {
      const { requests } = renderSite('/2025/events/PP1001', {
        answers: { '/api/web/2025/events/PP1001': { status: 200, body: eventRecord({ year: 2025 }) } },
      });
      await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' });
      expect(requests.map((request) => new URL(request.url).pathname)).toContain(
        '/api/web/2025/events/PP1001',
      );
    });

    it("shows another year's event with that year's programme: its name and zone, from the API", async () => {
      const { requests } = renderSite('/2025/events/PP1001', {
        answers: {
          '/api/web/2025/events/PP1001': { status: 200, body: eventRecord({ year: 2025 }) },
          '/api/web/2025/programme': {
            status: 200,
            body: tokyoProgramme({ firstDay: '2025-03-09', lastDay: '2025-03-09' }),
          },
        },
      });
      await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' });
      expect(requests.map((request) => new URL(request.url).pathname)).toContain('/api/web/2025/programme');
      expect(screen.getByText('All times are shown in Japan Standard Time (GMT+9).')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Teaching With Games · Tokyo Days 2025'));
    });

    it('shows title, presenter, date, time and venue with its parent venue', async () => {
      renderSite('/events/PP1001', { answers: { [EVENT_PATH]: { status: 200, body: eventRecord() } } });
      await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' });
      await waitFor(() => expect(document.title).toBe('Teaching With Games · EDU Summit 2026'));
      expect(screen.getByText('Presented by The Learning Lab')).toBeInTheDocument();
      expect(screen.getByText('Mar 9, 2026')).toHaveAttribute('datetime', '2026-03-09');
      expect(screen.getByText('9:30AM–10:30AM CT')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Salon C' })).toHaveAttribute('href', '/venues/V10');
      expect(screen.getByText(', Hilton Austin Downtown')).toBeInTheDocument();
      const [typeTag] = screen.getAllByText('Session');
      expect(typeTag).toHaveAttribute('data-accent', 'session');
    });

    it('links each contributor to the page of its kind, keeping the year of the address', async () => {
      renderSite('/2026/events/PP1001', {
        answers: { [EVENT_PATH]: { status: 200, body: eventRecord() } },
      });
      const section = await screen.findByRole('region', { name: 'Speakers and contributors' });
      expect(within(section).getByRole('link', { name: 'Ada Byron' })).toHaveAttribute(
        'href',
        '/2026/contributors/P200',
      );
      expect(within(section).getByRole('link', { name: 'The Chalkboards' })).toHaveAttribute(
        'href',
        '/2026/artists/A300',
      );
      expect(within(section).getByText('Teacher, Lakeside School')).toBeInTheDocument();
    });

    it('shows a contributor without a photo with the person fallback, not a monogram', async () => {
      renderSite('/2026/events/PP1001', {
        answers: { [EVENT_PATH]: { status: 200, body: eventRecord() } },
      });
      const section = await screen.findByRole('region', { name: 'Speakers and contributors' });
      const ada = within(section).getByRole('link', { name: 'Ada Byron' }).closest('li') as HTMLElement;
      const photo = ada.querySelector('img');
      expect(photo).toHaveAttribute('src', '/images/person/P200.svg');
      expect(photo).toHaveAttribute('data-fallback', 'true');
      expect(section.querySelector('.site-avatar-initial')).toBeNull();
    });

    it('shows the descriptions as plain text, never as HTML', async () => {
      renderSite('/events/PP1001', {
        answers: {
          [EVENT_PATH]: {
            status: 200,
            body: eventRecord({
              description: 'Grades 3 < 5 & up.',
              long_description:
                '<p>Bring <b>dice</b>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
            }),
          },
        },
      });
      const about = await screen.findByRole('region', { name: 'About this event' });
      expect(within(about).getByText('Grades 3 < 5 & up.')).toBeInTheDocument();
      expect(within(about).getByText('Bring dice.')).toBeInTheDocument();
      expect(about.querySelector('img, script, b')).toBeNull();
    });

    it('does not repeat the short description when the long one starts with it', async () => {
      renderSite('/events/PP1001', {
        answers: {
          [EVENT_PATH]: {
            status: 200,
            body: eventRecord({
              description: 'How play builds curiosity.',
              long_description: 'How play builds curiosity.\n\nBring dice.',
            }),
          },
        },
      });
      const about = await screen.findByRole('region', { name: 'About this event' });
      expect(within(about).getAllByText('How play builds curiosity.')).toHaveLength(1);
      expect(within(about).getByText('Bring dice.')).toBeInTheDocument();
    });

    it('shows access badges, details, tags, sponsor and accessibility', async () => {
      renderSite('/events/PP1001', { answers: { [EVENT_PATH]: { status: 200, body: eventRecord() } } });
      const access = await screen.findByRole('region', { name: 'Access' });
      const badges = within(access).getByRole('list', { name: 'Badge access' });
      expect(
        within(badges)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['PPlatinum', 'EEDU']);
      expect(within(access).getByText('Included with: EDU Badge')).toBeInTheDocument();

      const details = screen.getByRole('region', { name: 'Details' });
      const facts = Object.fromEntries(
        within(details)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(facts).toEqual({
        Format: 'Panel',
        Type: 'Session',
        Track: 'Play & Learning',
        'Experience Level': 'Beginner',
        'Focus Area': 'Early Learning',
      });
      expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('Games')).toBeInTheDocument();
      expect(screen.getByText('Sponsored by Acme Learning')).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Accessibility' })).getByText('Captioning'),
      ).toBeInTheDocument();
    });

    it('shows the image, or a title block without one', async () => {
      const { unmount } = renderSite('/events/PP1001', {
        answers: { [EVENT_PATH]: { status: 200, body: eventRecord() } },
      });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByText('Image: Photo Desk')).toBeInTheDocument();
      unmount();

      renderSite('/events/PP1001', {
        answers: { [EVENT_PATH]: { status: 200, body: eventRecord({ image: null }) } },
      });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByText(/Image:/)).not.toBeInTheDocument();
      expect(document.querySelector('.site-title-block')).toHaveTextContent('Teaching With Games');
    });

    it("shows the event's generated placeholder when its image does not load", async () => {
      const broken = '/images/remote?url=https%3A%2F%2Fimages.example.org%2Fgone.jpg';
      renderSite('/events/PP1001', {
        answers: {
          [EVENT_PATH]: { status: 200, body: eventRecord({ image: { url: broken, credit: null } }) },
        },
      });
      await screen.findByRole('heading', { level: 1 });
      const img = document.querySelector('.site-detail-media img');
      expect(img).toHaveAttribute('src', broken);
      if (img) fireEvent.error(img);
      expect(document.querySelector('.site-detail-media img')).toHaveAttribute(
        'src',
        '/images/event/PP1001.svg',
      );
    });
  });

  describe('live status', () => {
    const answers = (statuses: unknown) => ({
      [EVENT_PATH]: { status: 200, body: eventRecord() },
      '/statuses': { status: 200, body: statuses },
    });

    it('shows the status and venue message staff set, with the page, and follows changes live', async () => {
      const { requests, deps } = renderSite('/events/PP1001', {
        answers: answers([{ id: 'PP1001', status: 'red', message: 'No Longer Seating' }]),
      });
      const title = await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' });
      // Rendered with the page, from the loader's answer (no second call from the browser).
      const status = title.nextElementSibling as HTMLElement;
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toHaveTextContent('Live status: FullNo Longer Seating');
      expect(requestBodies(requests, '/statuses')).toEqual([{ ids: ['PP1001'] }]);

      act(() =>
        liveStatusesOf(deps.api).store.set([
          { id: 'PP1001', status: 'canceled', message: '' },
          { id: 'OTHER', status: 'green', message: '' },
        ]),
      );
      // Read again from the page: the badge's element is the one rendered now.
      await waitFor(() => {
        const now = screen.getByRole('heading', { level: 1, name: 'Teaching With Games' }).nextElementSibling;
        expect(now).toHaveTextContent('Live status: Canceled');
        expect(now).not.toHaveTextContent('No Longer Seating');
      });
    });

    it('shows nothing for an event without a status', async () => {
      renderSite('/events/PP1001', { answers: answers([{ id: 'PP1001', status: 'none', message: '' }]) });
      const title = await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' });
      expect(title.nextElementSibling).toBeEmptyDOMElement();
    });

    it('shows the page without it when the status cannot be read (the failure is logged)', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderSite('/events/PP1001', {
        answers: {
          [EVENT_PATH]: { status: 200, body: eventRecord() },
          '/statuses': { status: 500, body: { status: 500, error: 'internal_error', message: 'Down' } },
        },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Live status/)).not.toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith(
        'Loading the live statuses failed:',
        expect.objectContaining({ name: 'ApiError', message: 'Down' }),
      );
    });
  });

  describe('given a canceled event', () => {
    it('says clearly that it is canceled', async () => {
      renderSite('/events/PP1001', {
        answers: { [EVENT_PATH]: { status: 200, body: eventRecord({ canceled: true }) } },
      });
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent('Canceled. This event has been canceled and will not take place.');
    });
  });

  describe('given an event the API does not know', () => {
    it('shows the page-not-found screen', async () => {
      renderSite('/events/nope');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
        'href',
        expect.stringContaining(encodeURIComponent('/events/nope')),
      );
    });
  });
});
