import { placeholderArt } from '@conf/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { asStyled } from '../../test/styles.ts';
import { UIRouterProvider } from '../Link/UIRouterProvider.tsx';
import { placeholderGradient } from '../PlaceholderArt/PlaceholderArt.tsx';
import { renderInZone } from '../TimeZoneProvider/renderInZone.tsx';
import { SAMPLE_NOW, sampleHit } from './fixtures.ts';
import type { SearchHitLike } from './hit.ts';
import { RESULT_ERROR_MESSAGE } from './ResultErrorBoundary.tsx';
import { ResultTile, type ResultTileProps } from './ResultTile.tsx';

/** The gradient of a drawn placeholder (PlaceholderArt). */
function artGradient(art: Element | null): string | undefined {
  return (art as HTMLElement | null)?.style.backgroundImage;
}

function renderTile(
  props: Partial<ResultTileProps> & { hit: SearchHitLike },
  wrap?: (tile: ReactNode) => ReactNode,
) {
  const navigate = vi.fn();
  const tile = <ResultTile now={SAMPLE_NOW} onNavigate={navigate} {...props} />;
  const view = renderInZone(wrap ? wrap(tile) : tile);
  return { ...view, navigate };
}

describe('ResultTile', () => {
  describe('given an event', () => {
    it('shows its type, accent, date, time, venue, people and access badges', () => {
      const { container } = renderTile({ hit: sampleHit('event') });
      const tile = screen.getByRole('article');
      expect(tile).toHaveAttribute('data-accent', 'session');
      expect(within(tile).getByText('Session')).toBeInTheDocument();
      expect(
        within(tile).getByRole('heading', { level: 3, name: 'Teaching With Games' }),
      ).toBeInTheDocument();
      expect(tile).toHaveTextContent('Mar 9, 2026 9:30AM–10:30AM CT');
      expect(within(tile).getByText('Salon C')).toBeInTheDocument();
      expect(within(tile).getByText('Ada Byron, Grace Hopper')).toBeInTheDocument();
      expect(within(tile).getByText('Featured')).toBeInTheDocument();
      const badges = within(tile).getByRole('list', { name: 'Badge access' });
      expect(
        within(badges)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['PPlatinum', 'EEDU']);
      expect(container.querySelector('mark')).toHaveTextContent('Teach');
    });

    it('links to the event page', () => {
      renderTile({ hit: sampleHit('event') });
      expect(screen.getByRole('link', { name: 'Teaching With Games' })).toHaveAttribute(
        'href',
        '/events/PP1001',
      );
    });

    it('shows a screening with its accent, the Canceled badge and when it becomes visible', () => {
      renderTile({ hit: sampleHit('screening') });
      const tile = screen.getByRole('article');
      expect(tile).toHaveAttribute('data-accent', 'screening');
      expect(within(tile).getByText('Screening')).toBeInTheDocument();
      expect(within(tile).getByText('Canceled')).toBeInTheDocument();
      expect(within(tile).getByText('Visible after Mar 20, 2026')).toBeInTheDocument();
    });

    it('labels a showcase presenter event as a Showcase', () => {
      const hit = sampleHit('event');
      renderTile({ hit: { ...hit, _source: { ...hit._source, event_type: 'showcase_presenter' } } });
      expect(screen.getByRole('article')).toHaveAttribute('data-accent', 'showcase');
      expect(screen.getByText('Showcase')).toBeInTheDocument();
    });
  });

  describe('every hit type', () => {
    const cases: [string, string, string, string][] = [
      ['artist', 'Artist', '/artists/A300', 'Indie / Pop'],
      ['person', 'Speaker', '/contributors/P200', 'Teacher, Lakeside School'],
      ['film', 'Film', '/films/F400', 'A documentary about teachers'],
      ['brand', 'Brand', '/brands/B500', 'Classroom tools.'],
      ['exhibitor', 'Exhibitor', '/exhibitors/E600', 'Robots & Co'],
      ['music_fest_presenter', 'Music Presenter', '/music_fest_presenters/M12', 'Label showcase.'],
      ['venue', 'Venue', '/venues/V10', '500 E 4th St, Austin, TX'],
      ['attendee', 'Attendee', '/attendees/u42', 'Rear Admiral, US Navy'],
    ];
    it.each(cases)('shows a %s with its label, link and facts', (key, label, href, fact) => {
      const hit = sampleHit(key);
      renderTile({ hit });
      const tile = screen.getByRole('article');
      expect(tile).toHaveAttribute('data-type', hit.type);
      expect(within(tile).getByText(label)).toBeInTheDocument();
      expect(within(tile).getByRole('link')).toHaveAttribute('href', href);
      expect(tile).toHaveTextContent(fact);
      expect(tile).not.toHaveAttribute('data-accent');
    });

    it('shows Not published for a record without publish_at, and nothing for records without the field', () => {
      renderTile({ hit: sampleHit('artist') });
      expect(screen.getByText('Not published')).toBeInTheDocument();
      renderTile({ hit: sampleHit('venue') });
      expect(screen.getAllByText(/Not published|Visible after/)).toHaveLength(1);
    });

    it('shows no note once a record is public', () => {
      renderTile({ hit: sampleHit('person') });
      expect(screen.queryByText(/Not published|Visible after/)).not.toBeInTheDocument();
    });
  });

  describe('images', () => {
    const placeholderOf = (hit: SearchHitLike) => `/images/${hit.type}/${hit._id}.svg`;
    const withPhoto = (): SearchHitLike => {
      const hit = sampleHit('event');
      return {
        ...hit,
        _source: {
          ...hit._source,
          thumbnail_url: '/images/remote?url=https%3A%2F%2Fimg.example.org%2Fa.jpg',
        },
      };
    };

    it("shows the record's image, decorative", () => {
      const { container } = renderTile({ hit: withPhoto(), fallbackImage: placeholderOf });
      const img = container.querySelector('img.conf-ResultTile-image');
      expect(img).toHaveAttribute('src', '/images/remote?url=https%3A%2F%2Fimg.example.org%2Fa.jpg');
      expect(img).toHaveAttribute('alt', '');
    });

    it("falls back to the hit's placeholder when the image does not load", () => {
      const hit = withPhoto();
      const { container } = renderTile({ hit, fallbackImage: placeholderOf });
      const img = container.querySelector('img.conf-ResultTile-image');
      if (!img) throw new Error('no image');
      fireEvent.error(img);
      expect(container.querySelector('img.conf-ResultTile-image')).toHaveAttribute(
        'src',
        `/images/event/${hit._id}.svg`,
      );
    });

    it("shows the host's placeholder of a record without an image, else draws the record's own", () => {
      const { container, unmount } = renderTile({
        hit: sampleHit('event'),
        fallbackImage: '/images/event/x.svg',
      });
      expect(container.querySelector('img')).toHaveAttribute('src', '/images/event/x.svg');
      unmount();
      const hit = sampleHit('event');
      const bare = renderTile({ hit });
      expect(bare.container.querySelector('img')).toBeNull();
      const art = bare.container.querySelector('.conf-ResultTile-image');
      expect(art).toHaveClass('conf-PlaceholderArt');
      expect(art).toHaveAttribute('data-kind', 'event');
      expect(art).toHaveAttribute('aria-hidden', 'true');
      expect(artGradient(art)).toBe(asStyled(placeholderGradient(placeholderArt('event', hit._id))));
    });

    it("draws an image that is the product's own generated placeholder instead of fetching it", () => {
      const hit = sampleHit('artist');
      const { container } = renderTile({
        hit: { ...hit, _source: { ...hit._source, thumbnail_url: '/images/artist/A%20300.svg' } },
        fallbackImage: placeholderOf,
      });
      expect(container.querySelector('img')).toBeNull();
      const art = container.querySelector('.conf-ResultTile-image');
      expect(art).toHaveAttribute('data-kind', 'artist');
      expect(artGradient(art)).toBe(asStyled(placeholderGradient(placeholderArt('artist', 'A 300'))));
    });

    it("draws the record's placeholder when its image and the host's placeholder both fail", () => {
      const { container } = renderTile({ hit: withPhoto(), fallbackImage: placeholderOf });
      for (let failures = 0; failures < 2; failures++) {
        const img = container.querySelector('img.conf-ResultTile-image');
        if (!img) throw new Error('no image');
        fireEvent.error(img);
      }
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('.conf-PlaceholderArt')).toHaveAttribute('data-kind', 'event');
    });
  });

  describe('links', () => {
    it('put the year in the default link', () => {
      renderTile({ hit: sampleHit('artist'), year: 2025 });
      expect(screen.getByRole('link', { name: 'The Chalkboards' })).toHaveAttribute(
        'href',
        '/2025/artists/A300',
      );
    });

    it('go through onNavigate on a plain left click or Enter', async () => {
      const user = userEvent.setup();
      const { navigate } = renderTile({ hit: sampleHit('artist'), year: 2025 });
      const link = screen.getByRole('link', { name: 'The Chalkboards' });
      await user.click(link);
      expect(navigate).toHaveBeenLastCalledWith('/2025/artists/A300');
      link.focus();
      await user.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledTimes(2);
    });

    it('follow the router of a surrounding UIRouterProvider without onNavigate', async () => {
      const user = userEvent.setup();
      const navigate = vi.fn();
      renderInZone(
        <UIRouterProvider navigate={navigate}>
          <ResultTile hit={sampleHit('artist')} year={2025} now={SAMPLE_NOW} />
        </UIRouterProvider>,
      );
      await user.click(screen.getByRole('link', { name: 'The Chalkboards' }));
      expect(navigate).toHaveBeenCalledWith('/2025/artists/A300');
    });

    it('leave a modified click to the browser (a new tab or window)', () => {
      const { navigate } = renderTile({ hit: sampleHit('artist'), year: 2025 });
      const link = screen.getByRole('link', { name: 'The Chalkboards' });
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true });
        // Cancelled after the tile has seen it (on the document), as jsdom cannot open a tab.
        document.addEventListener('click', (event) => event.preventDefault(), { once: true });
        link.dispatchEvent(click);
      }
      expect(navigate).not.toHaveBeenCalled();
    });

    it('follow hrefFor, and a tile without a link shows its name as text', () => {
      renderTile({ hit: sampleHit('venue'), hrefFor: () => null });
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Salon C' })).toBeInTheDocument();
    });
  });

  describe('conversions', () => {
    async function activate(
      action: (link: HTMLElement, user: ReturnType<typeof userEvent.setup>) => Promise<void>,
    ) {
      const user = userEvent.setup();
      const onResultActivate = vi.fn();
      const hit = sampleHit('event');
      renderTile({ hit, onResultActivate });
      await action(screen.getByRole('link', { name: 'Teaching With Games' }), user);
      return { onResultActivate, hit };
    }

    it('reports a left click', async () => {
      const { onResultActivate, hit } = await activate((link, user) => user.click(link));
      expect(onResultActivate).toHaveBeenCalledTimes(1);
      expect(onResultActivate).toHaveBeenCalledWith(
        hit,
        expect.objectContaining({ type: 'mouseup', button: 0 }),
      );
    });

    it('reports a middle click', async () => {
      const { onResultActivate } = await activate((link, user) =>
        user.pointer({ keys: '[MouseMiddle]', target: link }),
      );
      expect(onResultActivate).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ button: 1 }),
      );
    });

    it('ignores a right click', async () => {
      const { onResultActivate } = await activate((link, user) =>
        user.pointer({ keys: '[MouseRight]', target: link }),
      );
      expect(onResultActivate).not.toHaveBeenCalled();
    });

    it('reports Enter and Space, and ignores other keys', async () => {
      const { onResultActivate } = await activate(async (link, user) => {
        link.focus();
        await user.keyboard('{Enter}');
        await user.keyboard(' ');
        await user.keyboard('{ArrowDown}');
      });
      expect(onResultActivate.mock.calls.map(([, event]) => (event as KeyboardEvent).key)).toEqual([
        'Enter',
        ' ',
      ]);
    });
  });

  it('renders the actions it is given', () => {
    renderTile({
      hit: sampleHit('event'),
      renderActions: (hit) => <button type="button">{`Favorite ${hit._id}`}</button>,
    });
    expect(screen.getByRole('button', { name: 'Favorite PP1001' })).toBeInTheDocument();
  });

  it('shows the live status it is given with the tags', () => {
    renderTile({
      hit: sampleHit('event'),
      renderStatus: (hit) => <span data-testid="status">{`Full ${hit._id}`}</span>,
    });
    const status = screen.getByTestId('status');
    expect(status).toHaveTextContent('Full PP1001');
    expect(status.parentElement).toHaveClass('conf-ResultTile-tags');
  });

  it('does not render again for the same props (memoized), only for a changed record', () => {
    const actions = vi.fn(() => null);
    const hit = sampleHit('event');
    const { rerender, navigate } = renderTile({ hit, renderActions: actions });
    expect(actions).toHaveBeenCalledTimes(1);
    const again = (next: SearchHitLike) => (
      <ResultTile hit={next} now={SAMPLE_NOW} onNavigate={navigate} renderActions={actions} />
    );
    rerender(again(hit));
    expect(actions).toHaveBeenCalledTimes(1);
    rerender(again({ ...hit, highlight: {}, _source: { ...hit._source, name: 'Teaching With Cards' } }));
    expect(actions).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Teaching With Cards' })).toBeInTheDocument();
  });

  describe('given a record that cannot be shown', () => {
    it('shows the render-failure message in its place', () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderInZone(
        <ul>
          <li>
            <ResultTile hit={{ _id: 'X1', type: 'event', _source: { name: 42 } }} now={SAMPLE_NOW} />
          </li>
          <li>
            <ResultTile hit={sampleHit('venue')} now={SAMPLE_NOW} />
          </li>
        </ul>,
      );
      expect(screen.getByText(RESULT_ERROR_MESSAGE)).toBeInTheDocument();
      expect(RESULT_ERROR_MESSAGE).toBe('Sorry! Something went wrong while displaying this search result.');
      expect(screen.getByRole('heading', { name: 'Salon C' })).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalled();
    });
  });

  describe('given a hit of an unknown type', () => {
    it('logs it and shows nothing', () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { container } = renderInZone(
        <ResultTile hit={{ _id: 'S1', type: 'sponsor', _source: { name: 'Acme' } }} />,
      );
      expect(container).toBeEmptyDOMElement();
      expect(consoleError).toHaveBeenCalledWith('Unknown search hit type, not shown:', 'sponsor', 'S1');
    });
  });
});
