import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fakeApi.ts';
import { memoryFavoriteQueue } from '../test/memoryFavoriteQueue.ts';
import { FavoriteStore } from './favoriteStore.ts';
import { mountOfflineFavoritesStatus, OfflineFavoritesStatus } from './OfflineFavoritesStatus.tsx';

/** A signed-in user's store, offline until `network.online`; the server refuses PP9 (404). */
function offlineStore() {
  const network = { online: false };
  const { api } = fakeApi({
    '/favorite/query': { status: 200, body: [] },
    '/favorite/events': ({ body }) =>
      (body as { id: string }).id === 'PP9'
        ? { status: 404, body: { status: 404, error: 'not_found', message: 'Event was not found' } }
        : { status: 200, body: { id: (body as { id: string }).id, type: 'event' } },
  });
  const { storage } = memoryFavoriteQueue();
  const store = new FavoriteStore(api, {
    signedIn: true,
    offline: {
      uid: 'u1',
      storage: async () => storage,
      isOnline: () => network.online,
      retryLater: () => {},
    },
  });
  return { store, network };
}

describe('the status of favorites toggled offline', () => {
  describe('given toggles waiting for the network', () => {
    it('says they will be sent when back online, counting them', async () => {
      const { store } = offlineStore();
      await store.toggle('event', 'PP1', true, 'Opening Keynote');
      render(<OfflineFavoritesStatus store={store} />);
      expect(
        screen.getByText(
          'Your favorite change is saved on this device and will be sent when you are back online.',
        ),
      ).toBeInTheDocument();
      // The card follows the store: a later toggle updates the count.
      await store.toggle('event', 'PP2', true);
      expect(
        await screen.findByText(
          '2 favorite changes are saved on this device and will be sent when you are back online.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('when the server refuses a toggle once back online', () => {
    it('names the item and the reason, until dismissed from the keyboard', async () => {
      const { store, network } = offlineStore();
      await store.toggle('event', 'PP9', true, 'Cancelled Panel');
      render(<OfflineFavoritesStatus store={store} />);
      network.online = true;
      await store.flush();
      expect(
        await screen.findByText(
          '“Cancelled Panel” could not be added to your favorites: Event was not found',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/will be sent when you are back online/)).toBeNull();
      await userEvent.tab();
      const dismiss = screen.getByRole('button', { name: 'Dismiss' });
      expect(dismiss).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(store.rejected).toEqual([]);
      expect(screen.queryByText(/could not be added/)).toBeNull();
    });
  });

  describe('in the page', () => {
    it('is an empty polite status region at the end of the body, that later says what waits, until removed', async () => {
      const { store } = offlineStore();
      let unmount = () => {};
      act(() => {
        unmount = mountOfflineFavoritesStatus(store);
      });
      const region = screen.getByRole('status');
      expect(document.body.lastElementChild).toBe(region);
      expect(region).toHaveTextContent('');
      await act(() => store.toggle('event', 'PP1', true));
      expect(region).toHaveTextContent(
        'Your favorite change is saved on this device and will be sent when you are back online.',
      );
      act(() => unmount());
      await waitFor(() => expect(region).not.toBeInTheDocument());
    });
  });
});
