import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIRouterProvider } from '../Link/UIRouterProvider.tsx';
import { SAMPLE_HITS, SAMPLE_NOW, sampleHit } from '../ResultTile/fixtures.ts';
import type { SearchHitLike } from '../ResultTile/hit.ts';
import { groupHits, ResultGroups, type ResultGroupsProps } from './ResultGroups.tsx';

function renderGroups(props: Partial<ResultGroupsProps> & Pick<ResultGroupsProps, 'hits' | 'grouping'>) {
  return render(
    <UIRouterProvider navigate={vi.fn()}>
      <ResultGroups now={SAMPLE_NOW} {...props} />
    </UIRouterProvider>,
  );
}

function headings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

const everyHit = Object.values(SAMPLE_HITS);

const venue = (id: string, name: string): SearchHitLike => ({
  ...sampleHit('venue'),
  _id: id,
  _source: { ...sampleHit('venue')._source, name },
});

/** A list of venues whose tiles carry a Share button naming their record and link. */
const list = (hits: SearchHitLike[]) => (
  <UIRouterProvider navigate={vi.fn()}>
    <ResultGroups
      now={SAMPLE_NOW}
      hits={hits}
      grouping="models"
      fallbackImage={(hit) => `/images/venue/${hit._id}.svg`}
      renderActions={(hit, path) => <button type="button">{`Share ${hit._id} ${path}`}</button>}
    />
  </UIRouterProvider>
);

describe('ResultGroups', () => {
  describe('grouped by model', () => {
    it('follows the order Events, Films, Brands, Presenters, Contributors, Venues, then Attendees', () => {
      renderGroups({ hits: [...everyHit].reverse(), grouping: 'models' });
      expect(headings()).toEqual([
        'Events',
        'Films',
        'Brands',
        'Presenters',
        'Contributors',
        'Venues',
        'Attendees',
      ]);
      const events = screen.getByRole('region', { name: 'Events' });
      expect(
        within(events)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Chalk Lines (World Premiere)', 'Teaching With Games']);
      const brands = screen.getByRole('region', { name: 'Brands' });
      expect(within(brands).getAllByRole('listitem')).toHaveLength(2);
    });
  });

  describe('grouped alphabetically', () => {
    it('puts the featured group first, then letters', () => {
      renderGroups({ hits: everyHit, grouping: 'alphabetical' });
      expect(headings()).toEqual(['Featured', 'A', 'C', 'G', 'L', 'R', 'S', 'T']);
      expect(
        within(screen.getByRole('region', { name: 'Featured' })).getByRole('heading', { level: 3 }),
      ).toHaveTextContent('Teaching With Games');
    });
  });

  describe('grouped by date', () => {
    it('orders days and puts undated results last', () => {
      renderGroups({ hits: everyHit, grouping: 'date' });
      expect(headings()).toEqual(['Mar 9, 2026', 'Mar 12, 2026', 'Date to be announced']);
    });
  });

  it('passes its options to the tiles', () => {
    renderGroups({
      hits: [sampleHit('artist')],
      grouping: 'models',
      year: 2025,
      renderActions: () => <button type="button">Favorite</button>,
    });
    expect(screen.getByRole('link', { name: 'The Chalkboards' })).toHaveAttribute(
      'href',
      '/2025/artists/A300',
    );
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeInTheDocument();
  });

  it("wraps each tile in the host's element inside its list item (wrapTile)", () => {
    renderGroups({
      hits: [sampleHit('artist'), sampleHit('venue')],
      grouping: 'models',
      wrapTile: (tile, hit) => <div data-testid={`wrapped-${hit.type}`}>{tile}</div>,
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) {
      const wrapper = item.firstElementChild;
      expect(wrapper?.getAttribute('data-testid')).toMatch(/^wrapped-/);
      expect(within(wrapper as HTMLElement).getByRole('link')).toBeInTheDocument();
    }
  });

  describe('given another list (a filter, another page)', () => {
    const titleLinks = () =>
      screen.getAllByRole('article').map((tile) => within(tile).getByRole('link').getAttribute('href'));

    it('updates the tiles in place, each with its new record, image and actions', () => {
      const { rerender, container } = render(list([venue('V1', 'Salon A'), venue('V2', 'Salon B')]));
      const tiles = screen.getAllByRole('article');
      const images = [...container.querySelectorAll('img')];
      rerender(list([venue('V3', 'Salon C'), venue('V2', 'Salon B')]));

      // The same elements, by place, now showing the new list.
      const [firstTile, secondTile] = screen.getAllByRole('article');
      expect(firstTile).toBe(tiles[0]);
      expect(secondTile).toBe(tiles[1]);
      expect(titleLinks()).toEqual(['/venues/V3', '/venues/V2']);
      expect(screen.getByRole('link', { name: 'Salon C' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Salon A' })).not.toBeInTheDocument();
      // A new image element where the image changed: no last record's picture while the new one loads.
      const [first, second] = [...container.querySelectorAll('img')];
      expect(first).not.toBe(images[0]);
      expect(first).toHaveAttribute('src', '/images/venue/V3.svg');
      expect(second).toBe(images[1]);
      // The actions have the tile's record and its link.
      expect(screen.getByRole('button', { name: 'Share V3 /venues/V3' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Share V2 /venues/V2' })).toBeInTheDocument();
    });

    it('adds and removes tiles at the end of a shorter or longer list', () => {
      const { rerender } = render(list([venue('V1', 'Salon A')]));
      rerender(list([venue('V1', 'Salon A'), venue('V2', 'Salon B'), venue('V3', 'Salon C')]));
      expect(titleLinks()).toEqual(['/venues/V1', '/venues/V2', '/venues/V3']);
      rerender(list([venue('V3', 'Salon C')]));
      expect(titleLinks()).toEqual(['/venues/V3']);
    });
  });

  describe('a long new list', () => {
    /** An IntersectionObserver the test reports for: which items are near the screen, and where. */
    class FakeObserver {
      static last: FakeObserver | null = null;
      readonly targets: Element[] = [];
      constructor(private readonly callback: IntersectionObserverCallback) {
        FakeObserver.last = this;
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      unobserve(target: Element) {
        this.targets.splice(this.targets.indexOf(target), 1);
      }
      disconnect() {
        this.targets.length = 0;
      }
      /** Items before `nearCount` on the screen at the list's top, the others far below it. */
      report(nearCount: number) {
        const entries = this.targets.map((target, index) => ({
          target,
          isIntersecting: index < nearCount,
          boundingClientRect: { top: index < nearCount ? 0 : 5_000 + index * 300 },
        }));
        this.callback(
          entries as unknown as IntersectionObserverEntry[],
          this as unknown as IntersectionObserver,
        );
      }
    }
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    const venues = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => venue(`${prefix}${i + 1}`, `Room ${prefix}${i + 1}`));
    const share = (id: string) => `Share ${id} /venues/${id}`;
    const tileAt = (place: number) => screen.getAllByRole('article')[place] as HTMLElement;
    const actionOf = (tile: HTMLElement) => tile.querySelector('button')?.textContent ?? null;
    const busyTiles = () =>
      screen.getAllByRole('article').filter((tile) => tile.getAttribute('aria-busy') === 'true');

    function shownWithFour(count: number, next: SearchHitLike[]) {
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      const view = render(list(venues('V', count)));
      FakeObserver.last?.report(4);
      view.rerender(list(next));
      return view;
    }

    it('shows the tiles near the screen at once, the others’ details once the browser has painted', async () => {
      shownWithFour(30, venues('W', 30));
      // Near the screen: the new record in full.
      expect(tileAt(0)).not.toHaveAttribute('aria-busy');
      expect(actionOf(tileAt(0))).toBe(share('W1'));
      // Away from it: the new title and link at once; the other parts still the record before, busy.
      expect(within(tileAt(10)).getByRole('link')).toHaveAttribute('href', '/venues/W11');
      expect(tileAt(10)).toHaveAttribute('aria-busy', 'true');
      expect(actionOf(tileAt(10))).toBe(share('V11'));
      expect(busyTiles()).toHaveLength(26);
      // Then every tile shows its own record.
      await waitFor(() => expect(busyTiles()).toHaveLength(0));
      expect(screen.getAllByRole('article').map(actionOf)).toEqual(
        venues('W', 30).map((hit) => share(hit._id)),
      );
    });

    it('leaves a new place’s details out until then', async () => {
      shownWithFour(30, venues('W', 40));
      expect(tileAt(35)).toHaveAttribute('aria-busy', 'true');
      expect(within(tileAt(35)).getByRole('link')).toHaveAttribute('href', '/venues/W36');
      expect(actionOf(tileAt(35))).toBeNull();
      await waitFor(() => expect(actionOf(tileAt(35))).toBe(share('W36')));
      expect(busyTiles()).toHaveLength(0);
    });

    it('shows the tile holding the focus in full, wherever it is, so its focus is kept', () => {
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      const view = render(list(venues('V', 30)));
      FakeObserver.last?.report(4);
      const focused = within(tileAt(20)).getByRole('button', { name: share('V21') });
      focused.focus();
      view.rerender(list(venues('W', 30)));
      expect(tileAt(20)).not.toHaveAttribute('aria-busy');
      expect(tileAt(19)).toHaveAttribute('aria-busy', 'true');
      expect(document.activeElement).toBe(within(tileAt(20)).getByRole('button', { name: share('W21') }));
    });

    it('renders a shorter list in one step', () => {
      shownWithFour(30, venues('W', 29));
      expect(busyTiles()).toHaveLength(0);
      expect(actionOf(tileAt(20))).toBe(share('W21'));
    });

    it('renders a short list in one step', () => {
      shownWithFour(23, venues('W', 23));
      expect(busyTiles()).toHaveLength(0);
      expect(actionOf(tileAt(20))).toBe(share('W21'));
    });
  });

  it('takes another heading level', () => {
    renderGroups({ hits: [sampleHit('venue')], grouping: 'models', headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Venues' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Salon C' })).toBeInTheDocument();
  });

  describe('without hits', () => {
    it('says nothing matched', () => {
      renderGroups({ hits: [], grouping: 'models' });
      expect(screen.getByRole('status').textContent).toMatch(/^Sorry, but nothing matched your search terms/);
    });

    it('shows what it is given instead', () => {
      renderGroups({ hits: [], grouping: 'date', empty: <p>Stay tuned</p> });
      expect(screen.getByText('Stay tuned')).toBeInTheDocument();
    });
  });

  describe('given hits of unknown types', () => {
    it('logs them and shows the others', () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const odd: SearchHitLike = { _id: 'S1', type: 'sponsor', _source: { name: 'Acme' } };
      renderGroups({ hits: [odd, sampleHit('venue')], grouping: 'models' });
      expect(headings()).toEqual(['Venues']);
      expect(screen.queryByText('Acme')).not.toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('Unknown search hit types, not shown:', 'sponsor:S1');
    });
  });

  it('groups without rendering too (groupHits)', () => {
    expect(
      groupHits([sampleHit('venue'), sampleHit('event')], 'models').map((group) => group.heading),
    ).toEqual(['Events', 'Venues']);
  });
});
