import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi } from '../test/fakeApi.ts';
import { memoryFavoriteQueue } from '../test/memoryFavoriteQueue.ts';
import type { PendingToggle } from './favoriteQueue.ts';
import { FavoriteStore } from './favoriteStore.ts';

/** Lets queued microtasks (the batched query) and the fake network's promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A signed-in user's store whose network is the fake API while `network.online`, and fails (no answer)
 * otherwise; the server keeps favorites in `server` (PP9 does not exist: 404).
 */
function offlineStore(
  options: {
    queues?: Record<string, PendingToggle[]>;
    deleteAnswer?: FakeAnswer;
    retryLater?: (run: () => void, attempt: number) => void;
  } = {},
) {
  const network = { online: true, reachable: true };
  const server = new Set<string>();
  const toggled: string[] = [];
  const offlineFails =
    <T>(answer: (request: { method: string; body: unknown; url: URL }) => T) =>
    (request: { method: string; body: unknown; url: URL }) => {
      if (!network.online || !network.reachable) throw new TypeError('Failed to fetch');
      return answer(request);
    };
  const { api, requests } = fakeApi({
    '/favorite/query': offlineFails(({ body }) => ({
      status: 200,
      body: (body as { ids: string[] }).ids
        .filter((id) => server.has(id))
        .map((id) => ({ id, type: 'event' })),
    })),
    '/favorite/events': offlineFails(({ body }) => {
      const { id } = body as { id: string };
      if (id === 'PP9')
        return { status: 404, body: { status: 404, error: 'not_found', message: 'Event was not found' } };
      server.add(id);
      return { status: 200, body: { id, type: 'event' } };
    }),
    ...Object.fromEntries(
      ['PP1', 'PP2', 'PP3'].map((id) => [
        `/favorite/events/${id}`,
        offlineFails(() => {
          if (options.deleteAnswer) return options.deleteAnswer;
          server.delete(id);
          return { status: 200, body: { id, type: 'event', favorited: false } };
        }),
      ]),
    ),
  });
  const queue = memoryFavoriteQueue(options.queues);
  const store = new FavoriteStore(api, {
    signedIn: true,
    onToggled: (type, id, favorited) => toggled.push(`${favorited ? '+' : '-'}${type}:${id}`),
    offline: {
      uid: 'u1',
      storage: async () => queue.storage,
      isOnline: () => network.online,
      retryLater: options.retryLater ?? (() => {}),
    },
  });
  const sent = () =>
    requests
      .filter((request) => request.path !== '/favorite/query')
      .map(
        (request) =>
          `${request.method} ${request.path}${request.method === 'POST' ? ` ${(request.body as { id: string }).id}` : ''}`,
      );
  return { store, network, server, requests, sent, queues: queue.queues, toggled };
}

describe('favorite store, toggles made offline', () => {
  describe('given the browser is offline', () => {
    it('keeps the toggle on the device without calling the server and shows its state at once', async () => {
      const { store, network, sent, queues } = offlineStore();
      store.watch('event', 'PP1');
      await settle();
      network.online = false;
      await store.toggle('event', 'PP1', true, 'Opening Keynote');
      expect(sent()).toEqual([]);
      expect(store.get('event', 'PP1')).toBe(true);
      expect(store.pending).toEqual([
        expect.objectContaining({
          type: 'event',
          id: 'PP1',
          favorited: true,
          from: false,
          name: 'Opening Keynote',
        }),
      ]);
      expect(queues.get('u1')).toEqual(store.pending);
    });

    it('sends nothing for an item favorited and unfavorited again before the network returns', async () => {
      const { store, network, sent } = offlineStore();
      network.online = false;
      await store.toggle('event', 'PP1', true);
      await store.toggle('event', 'PP1', false);
      expect(store.pending).toEqual([]);
      network.online = true;
      await store.flush();
      expect(sent()).toEqual([]);
    });
  });

  describe('when the network returns', () => {
    it('sends the toggles in the order they were made, then asks the server again (its answer wins)', async () => {
      const { store, network, server, sent, requests, toggled } = offlineStore();
      server.add('PP2');
      store.watch('event', 'PP1');
      store.watch('event', 'PP2');
      await settle();
      network.online = false;
      await store.toggle('event', 'PP1', true);
      await store.toggle('event', 'PP2', false);
      await store.toggle('event', 'PP3', true);
      const queriesBefore = requests.filter((request) => request.path === '/favorite/query').length;
      network.online = true;
      await store.flush();
      expect(sent()).toEqual([
        'POST /favorite/events PP1',
        'DELETE /favorite/events/PP2',
        'POST /favorite/events PP3',
      ]);
      expect(store.pending).toEqual([]);
      expect([...server].sort()).toEqual(['PP1', 'PP3']);
      expect(toggled).toEqual(['+event:PP1', '-event:PP2', '+event:PP3']);
      expect(requests.filter((request) => request.path === '/favorite/query').length).toBe(queriesBefore + 1);
      expect(store.get('event', 'PP1')).toBe(true);
      expect(store.get('event', 'PP2')).toBe(false);
    });

    it('drops a toggle the server refuses, shows the server state again and says why', async () => {
      const { store, network, sent } = offlineStore();
      store.watch('event', 'PP9');
      await settle();
      network.online = false;
      await store.toggle('event', 'PP9', true, 'Cancelled Panel');
      await store.toggle('event', 'PP1', true);
      network.online = true;
      await store.flush();
      expect(sent()).toEqual(['POST /favorite/events PP9', 'POST /favorite/events PP1']);
      expect(store.pending).toEqual([]);
      expect(store.get('event', 'PP9')).toBe(false);
      expect(store.rejected).toEqual([
        {
          toggle: expect.objectContaining({ id: 'PP9', favorited: true, name: 'Cancelled Panel' }),
          message: 'Event was not found',
        },
      ]);
      store.dismissRejected();
      expect(store.rejected).toEqual([]);
    });

    it('keeps the whole queue, in order, when the server cannot answer yet', async () => {
      const { store, network, sent } = offlineStore({
        deleteAnswer: { status: 503, body: { status: 503, error: 'unavailable', message: 'Try later' } },
      });
      network.online = false;
      await store.toggle('event', 'PP1', false);
      await store.toggle('event', 'PP2', true);
      network.online = true;
      await store.flush();
      expect(sent()[0]).toBe('DELETE /favorite/events/PP1');
      expect(sent()).not.toContain('POST /favorite/events PP2');
      expect(store.pending.map((pending) => pending.id)).toEqual(['PP1', 'PP2']);
      expect(store.rejected).toEqual([]);
    });

    it('tries again later, with a growing wait, while the browser says it is online but nothing answers', async () => {
      const planned: { run: () => void; attempt: number }[] = [];
      const { store, network, sent, queues } = offlineStore({
        retryLater: (run, attempt) => planned.push({ run, attempt }),
      });
      network.online = false;
      await store.toggle('event', 'PP1', true);
      // The `online` event comes before the network works.
      network.online = true;
      network.reachable = false;
      await store.flush();
      expect(planned.map((plan) => plan.attempt)).toEqual([0]);
      planned[0]?.run();
      await settle();
      expect(planned.map((plan) => plan.attempt)).toEqual([0, 1]);
      network.reachable = true;
      planned[1]?.run();
      await settle();
      await settle();
      expect(sent().filter((call) => call === 'POST /favorite/events PP1').length).toBe(3);
      expect(queues.size).toBe(0);
      expect(planned).toHaveLength(2);
    });

    it('sends a toggle made online after the ones still waiting', async () => {
      const { store, network, sent, queues } = offlineStore();
      network.online = false;
      await store.toggle('event', 'PP1', true);
      network.online = true;
      await store.toggle('event', 'PP2', true);
      await store.flush();
      expect(sent()).toEqual(['POST /favorite/events PP1', 'POST /favorite/events PP2']);
      expect(queues.size).toBe(0);
    });
  });

  describe('when a call gets no answer although the browser says it is online', () => {
    it('keeps the toggle on the device instead of failing, and sends it on the next flush', async () => {
      const { store, network, sent, queues } = offlineStore();
      // The browser believes it is online; the request fails all the same (a captive portal, a dead link).
      network.reachable = false;
      await expect(store.toggle('event', 'PP1', true)).resolves.toBeUndefined();
      expect(store.get('event', 'PP1')).toBe(true);
      expect(queues.get('u1')?.map((pending) => pending.id)).toEqual(['PP1']);
      network.reachable = true;
      await store.flush();
      expect(sent().filter((call) => call.startsWith('POST'))).toEqual([
        'POST /favorite/events PP1',
        'POST /favorite/events PP1',
      ]);
      expect(queues.size).toBe(0);
    });
  });

  describe('on a new page', () => {
    it('shows the toggles kept by an earlier page, drops other accounts’ queues, and sends them if online', async () => {
      const kept: PendingToggle = { type: 'event', id: 'PP1', favorited: true, from: false, at: 1 };
      const other: PendingToggle = { type: 'event', id: 'PP2', favorited: true, from: false, at: 2 };
      const { store, network, sent, queues } = offlineStore({ queues: { u1: [kept], u2: [other] } });
      network.online = false;
      await store.resume();
      expect(store.get('event', 'PP1')).toBe(true);
      expect(queues.has('u2')).toBe(false);
      expect(sent()).toEqual([]);
      network.online = true;
      await store.resume();
      expect(sent()).toEqual(['POST /favorite/events PP1']);
      expect(store.pending).toEqual([]);
    });
  });
});
