import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fakeApi.ts';
import { LiveStatuses } from './liveStatuses.ts';

describe('LiveStatuses', () => {
  it('loads the statuses of ids it does not know yet, once', async () => {
    const { api, requests } = fakeApi({
      '/statuses': ({ body }) => ({
        status: 200,
        body: (body as { ids: string[] }).ids.map((id) => ({ id, status: 'green', message: '' })),
      }),
    });
    const live = new LiveStatuses(api, { createSource: null });
    await live.load(['A', 'B', 'A']);
    await live.load(['A', 'C']);
    expect(requests.map((r) => r.body)).toEqual([{ ids: ['A', 'B'] }, { ids: ['C'] }]);
    expect(live.store.snapshot().get('C')).toEqual({ status: 'green', message: '' });
  });

  it('logs a failed load and keeps going', async () => {
    const { api } = fakeApi({
      '/statuses': { status: 500, body: { status: 500, error: 'internal_error', message: 'Down' } },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const live = new LiveStatuses(api, { createSource: null });
    await live.load(['A']);
    expect(error).toHaveBeenCalledWith(
      'Loading the live statuses failed:',
      expect.objectContaining({ name: 'ApiError', message: 'Down' }),
    );
    expect(live.store.has('A')).toBe(false);
  });

  it('saves a change and shows the server’s stored pair at once', async () => {
    const { api, requests } = fakeApi({
      '/statuses/E1': { status: 200, body: { status: 'yellow', message: 'Now Seating SXXPress' } },
    });
    const live = new LiveStatuses(api, { createSource: null });
    await expect(live.save('E1', { status: 'red' })).resolves.toEqual({
      status: 'yellow',
      message: 'Now Seating SXXPress',
    });
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { status: 'red' } });
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('test-token');
    expect(live.store.snapshot().get('E1')).toEqual({ status: 'yellow', message: 'Now Seating SXXPress' });
  });

  it('rejects a refused save with the API’s message', async () => {
    const { api } = fakeApi({
      '/statuses/E1': { status: 403, body: { status: 403, error: 'forbidden', message: 'Staff only' } },
    });
    const live = new LiveStatuses(api, { createSource: null });
    await expect(live.save('E1', { message: '' })).rejects.toThrow('Staff only');
  });

  it('opens one stream for all followers and closes it after the last', () => {
    const { api } = fakeApi({});
    const { sources, createSource } = scriptedSources();
    const live = new LiveStatuses(api, { createSource, lingerMs: 0 });
    const stopA = live.follow();
    const stopB = live.follow();
    expect(sources).toHaveLength(1);
    stopA();
    stopA();
    expect(sources[0]?.closed).toBe(false);
    stopB();
    expect(sources[0]?.closed).toBe(true);
  });

  it('keeps the stream open a while after the last follower left, for the next page', () => {
    vi.useFakeTimers();
    try {
      const { api } = fakeApi({});
      const { sources, createSource } = scriptedSources();
      const live = new LiveStatuses(api, { createSource, lingerMs: 1000 });
      live.follow()();
      vi.advanceTimersByTime(999);
      const stop = live.follow();
      expect(sources).toHaveLength(1);
      expect(sources[0]?.closed).toBe(false);
      stop();
      vi.advanceTimersByTime(1000);
      expect(sources[0]?.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores a burst of stream messages as one change', () => {
    vi.useFakeTimers();
    try {
      const { api } = fakeApi({});
      const { sources, createSource } = scriptedSources();
      const live = new LiveStatuses(api, { createSource, batchMs: 50 });
      const changes = vi.fn();
      live.store.subscribe(changes);
      live.follow();
      for (const id of ['A', 'B', 'C']) {
        sources[0]?.dispatchEvent(
          new MessageEvent('status', { data: JSON.stringify({ id, status: 'red', message: '' }) }),
        );
      }
      expect(live.store.has('A')).toBe(false);
      vi.advanceTimersByTime(50);
      expect(changes).toHaveBeenCalledTimes(1);
      expect([...live.store.snapshot().keys()]).toEqual(['A', 'B', 'C']);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Stand-ins for the browser's EventSource that the test drives, and the factory that makes them. */
function scriptedSources() {
  const sources: (EventTarget & { close: () => void; closed: boolean })[] = [];
  const createSource = () => {
    const source = Object.assign(new EventTarget(), {
      CLOSED: 2,
      readyState: 0,
      closed: false,
      close() {
        source.closed = true;
      },
    });
    sources.push(source);
    return source as unknown as EventSource;
  };
  return { sources, createSource };
}
