import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_AVATAR, sampleInterested } from './fixtures.ts';
import { InterestedWidget, type InterestedWidgetProps } from './InterestedWidget.tsx';
import type { InterestedResponse } from './interested.ts';

const keepOrder = <T,>(items: T[]): T[] => items;

async function renderWidget(answer: Promise<InterestedResponse>, props: Partial<InterestedWidgetProps> = {}) {
  const loadInterested = vi.fn(() => answer);
  const view = render(
    <InterestedWidget
      itemType="events"
      itemId="PP1001"
      loadInterested={loadInterested}
      placeholderAvatarUrl={PLACEHOLDER_AVATAR}
      shuffle={keepOrder}
      {...props}
    />,
  );
  await act(async () => {
    await answer.catch(() => undefined);
  });
  return { ...view, loadInterested };
}

function names(region: HTMLElement): string[] {
  return within(within(region).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('InterestedWidget', () => {
  it('asks for the people of its item once, even when given a new loader on every render', async () => {
    const answer = Promise.resolve(sampleInterested(2));
    const { loadInterested, rerender } = await renderWidget(answer);
    expect(loadInterested).toHaveBeenCalledWith('events', 'PP1001');
    const next = vi.fn(() => answer);
    rerender(
      <InterestedWidget
        itemType="events"
        itemId="PP1001"
        loadInterested={next}
        placeholderAvatarUrl={PLACEHOLDER_AVATAR}
      />,
    );
    await act(async () => answer);
    expect(loadInterested).toHaveBeenCalledTimes(1);
    expect(next).not.toHaveBeenCalled();
  });

  it('asks again, with the latest loader, for another item', async () => {
    const answer = Promise.resolve(sampleInterested(2));
    const { rerender } = await renderWidget(answer);
    const next = vi.fn(() => Promise.resolve(sampleInterested(1)));
    rerender(
      <InterestedWidget
        itemType="events"
        itemId="PP2002"
        loadInterested={next}
        placeholderAvatarUrl={PLACEHOLDER_AVATAR}
      />,
    );
    await act(async () => undefined);
    expect(next).toHaveBeenCalledWith('events', 'PP2002');
    expect(await screen.findByRole('region', { name: "Who's interested 1 person" })).toBeInTheDocument();
  });

  describe('renders nothing', () => {
    it('while loading', () => {
      const { container } = render(
        <InterestedWidget
          itemType="events"
          itemId="PP1001"
          loadInterested={() => new Promise(() => undefined)}
          placeholderAvatarUrl={PLACEHOLDER_AVATAR}
        />,
      );
      expect(container).toBeEmptyDOMElement();
    });

    it('when nobody may be shown publicly', async () => {
      const { container } = await renderWidget(Promise.resolve({ public: 0, total: 5, users: [] }));
      expect(container).toBeEmptyDOMElement();
    });

    it('when loading fails, telling the console only', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { container } = await renderWidget(Promise.reject(new Error('500')));
      expect(container).toBeEmptyDOMElement();
      expect(errors).toHaveBeenCalledWith('Failed to load who is interested', expect.any(Error));
    });
  });

  describe('given people who favorited the item', () => {
    it('is a region named by its heading, with the total as a badge and its data attributes', async () => {
      await renderWidget(Promise.resolve(sampleInterested(2)), { title: 'Going', numberToShow: 4 });
      const region = screen.getByRole('region', { name: 'Going 2 people' });
      expect(within(region).getByRole('heading', { level: 2, name: 'Going 2 people' })).toBeInTheDocument();
      expect(region).toHaveAttribute('data-item-type', 'events');
      expect(region).toHaveAttribute('data-item-id', 'PP1001');
      expect(region).toHaveAttribute('data-title', 'Going');
      expect(region).toHaveAttribute('data-number-to-show', '4');
    });

    it('is titled "Who\'s interested" by default', async () => {
      await renderWidget(Promise.resolve(sampleInterested(1)));
      const region = screen.getByRole('region', { name: "Who's interested 1 person" });
      expect(region).not.toHaveAttribute('data-title');
      expect(region).toHaveAttribute('data-number-to-show', '3');
    });

    it('shows each person with an avatar, the placeholder when there is no image', async () => {
      await renderWidget(Promise.resolve(sampleInterested(2)));
      const items = screen.getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['Ada Lovelace', 'Grace Hopper']);
      const [first, second] = items.map((item) => item.querySelector('img'));
      expect(first?.getAttribute('src')).not.toBe(PLACEHOLDER_AVATAR);
      expect(second).toHaveAttribute('src', PLACEHOLDER_AVATAR);
      expect(second).toHaveAttribute('alt', '');
    });

    it('orders the people with the shuffle', async () => {
      await renderWidget(Promise.resolve(sampleInterested(2)), { shuffle: (items) => [...items].reverse() });
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Grace Hopper',
        'Ada Lovelace',
      ]);
    });

    it('links names to people pages when given attendeeHref', async () => {
      await renderWidget(Promise.resolve(sampleInterested(1)), {
        attendeeHref: (uid) => `/attendees/${uid}`,
      });
      expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/attendees/att-1');
    });

    it('adds "{n} others" when more than 2 people are not shown', async () => {
      await renderWidget(Promise.resolve(sampleInterested(2, 9)));
      const region = screen.getByRole('region');
      expect(names(region)).toEqual(['Ada Lovelace', 'Grace Hopper', '7 others']);
      expect(screen.queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
    });
  });

  describe('given more people than show collapsed', () => {
    it('shows the first 3, and View all shows up to 60, hides itself and moves focus to the next person', async () => {
      const user = userEvent.setup();
      await renderWidget(Promise.resolve(sampleInterested(70, 80)));
      const region = screen.getByRole('region', { name: "Who's interested 80 people" });
      expect(names(region)).toHaveLength(3);
      const viewAll = within(region).getByRole('button', { name: 'View all' });
      expect(viewAll).toHaveAttribute('aria-controls', within(region).getByRole('list').id);

      await user.tab();
      expect(viewAll).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(names(region)).toHaveLength(60);
      expect(within(region).queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
      expect(within(region).getAllByRole('listitem')[3]).toHaveFocus();
    });

    it('honours numberToShow', async () => {
      await renderWidget(Promise.resolve(sampleInterested(10)), { numberToShow: 5 });
      expect(names(screen.getByRole('region'))).toHaveLength(5);
    });
  });
});
