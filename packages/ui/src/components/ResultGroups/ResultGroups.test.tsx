import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    const venue = (id: string, name: string): SearchHitLike => ({
      ...sampleHit('venue'),
      _id: id,
      _source: { ...sampleHit('venue')._source, name },
    });
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
