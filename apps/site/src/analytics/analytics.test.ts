import { createApiClient } from '@conf/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Analytics, FLUSH_INTERVAL_MS } from './analytics.ts';
import { apiSink } from './apiSink.ts';
import { runAnalytics } from './lifecycle.ts';
import type { AnalyticsEvent, AnalyticsSink, SendOptions, SendOutcome } from './types.ts';

/** A sink that records what it was given and answers what the test tells it to. */
function recordingSink(maxBatchSize = 100) {
  const batches: { events: AnalyticsEvent[]; options: SendOptions }[] = [];
  let answer: SendOutcome = 'sent';
  const sink: AnalyticsSink = {
    maxBatchSize,
    send: async (events, options) => {
      batches.push({ events: [...events], options });
      return answer;
    },
  };
  return {
    sink,
    batches,
    answerWith: (next: SendOutcome) => {
      answer = next;
    },
  };
}

const NOW = new Date('2026-03-09T14:30:00.000Z');

function analyticsWith(sink: AnalyticsSink, online = true) {
  return new Analytics({ sink, anonymousId: 'anon-1', online, now: () => NOW });
}

describe('analytics', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('events', () => {
    it('queues page, identify and track events in the contract shape', () => {
      const analytics = analyticsWith(recordingSink().sink);
      analytics.page('/2026/events/PP1');
      analytics.identify('u-42', ['attendee', 'staff']);
      analytics.track('RSVP Opened', { event_id: 'PP1', timestamp: NOW.toISOString(), mobile: false });
      expect(analytics.pending).toEqual([
        {
          type: 'page',
          name: '/2026/events/PP1',
          properties: {},
          timestamp: '2026-03-09T14:30:00.000Z',
          anonymous_id: 'anon-1',
        },
        {
          type: 'identify',
          name: 'u-42',
          properties: { uid: 'u-42', roles: ['attendee', 'staff'] },
          timestamp: '2026-03-09T14:30:00.000Z',
          anonymous_id: 'anon-1',
        },
        {
          type: 'track',
          name: 'RSVP Opened',
          properties: { event_id: 'PP1', timestamp: '2026-03-09T14:30:00.000Z', mobile: false },
          timestamp: '2026-03-09T14:30:00.000Z',
          anonymous_id: 'anon-1',
        },
      ]);
    });

    it('keeps at most the newest events when it cannot deliver', () => {
      const analytics = new Analytics({ sink: recordingSink().sink, anonymousId: 'a', maxQueued: 2 });
      analytics.track('favorite', { n: 1 });
      analytics.track('favorite', { n: 2 });
      analytics.track('favorite', { n: 3 });
      expect(analytics.pending.map((event) => event.properties.n)).toEqual([2, 3]);
    });
  });

  describe('when running in a page', () => {
    it('flushes the queue every 3 seconds, not before', async () => {
      const { sink, batches } = recordingSink();
      const analytics = analyticsWith(sink);
      const stop = runAnalytics(analytics);
      analytics.track('search', { search_id: 's1' });
      await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
      expect(batches).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches).toHaveLength(1);
      expect(batches[0]?.events.map((event) => event.name)).toEqual(['search']);
      expect(batches[0]?.options).toEqual({ keepalive: false });
      expect(analytics.pending).toEqual([]);
      stop();
    });

    it('sends nothing when the queue is empty', async () => {
      const { sink, batches } = recordingSink();
      const stop = runAnalytics(analyticsWith(sink));
      await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 3);
      expect(batches).toEqual([]);
      stop();
    });

    it('splits a long queue into batches the sink accepts', async () => {
      const { sink, batches } = recordingSink(2);
      const analytics = analyticsWith(sink);
      for (let n = 0; n < 5; n++) analytics.track('favorite', { n });
      await analytics.flush();
      expect(batches.map((batch) => batch.events.length)).toEqual([2, 2, 1]);
    });

    it('flushes at once with keepalive when the page is hidden', async () => {
      const { sink, batches } = recordingSink();
      const analytics = analyticsWith(sink);
      const stop = runAnalytics(analytics);
      analytics.track('favorite', { id: 'PP1' });
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toHaveLength(1);
      expect(batches[0]?.options).toEqual({ keepalive: true });
      visibility.mockRestore();
      stop();
    });

    it('does not flush when the page becomes visible again', async () => {
      const { sink, batches } = recordingSink();
      const analytics = analyticsWith(sink);
      const stop = runAnalytics(analytics);
      analytics.track('favorite', { id: 'PP1' });
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toHaveLength(0);
      visibility.mockRestore();
      stop();
    });

    it('flushes at once with keepalive on pagehide', async () => {
      const { sink, batches } = recordingSink();
      const analytics = analyticsWith(sink);
      const stop = runAnalytics(analytics);
      analytics.track('unfavorite', { id: 'PP1' });
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches.map((batch) => batch.options.keepalive)).toEqual([true]);
      stop();
    });

    it('flushes at once with keepalive when the browser submits a form, not when a script took it', async () => {
      const { sink, batches } = recordingSink();
      const analytics = analyticsWith(sink);
      const stop = runAnalytics(analytics);
      const form = document.createElement('form');
      document.body.append(form);
      const takeSubmit = (event: Event) => event.preventDefault();
      form.addEventListener('submit', takeSubmit);
      analytics.track('search', { q: 'robots' });
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toHaveLength(0);
      form.removeEventListener('submit', takeSubmit);
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches.map((batch) => batch.options.keepalive)).toEqual([true]);
      form.remove();
      stop();
    });

    it('keeps the queue while offline and flushes it when back online', async () => {
      const { sink, batches } = recordingSink();
      const analytics = analyticsWith(sink);
      const stop = runAnalytics(analytics);
      window.dispatchEvent(new Event('offline'));
      expect(analytics.online).toBe(false);
      analytics.track('favorite', { id: 'PP1' });
      analytics.track('favorite', { id: 'PP2' });
      await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
      expect(batches).toHaveLength(0);
      expect(analytics.pending).toHaveLength(2);
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      expect(analytics.online).toBe(true);
      expect(batches).toHaveLength(1);
      expect(batches[0]?.events).toHaveLength(2);
      expect(analytics.pending).toEqual([]);
      stop();
    });

    it('stops flushing and listening once stopped', async () => {
      const { sink, batches } = recordingSink();
      const analytics = analyticsWith(sink);
      const stop = runAnalytics(analytics);
      stop();
      analytics.track('favorite');
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
      expect(batches).toEqual([]);
    });
  });

  describe('when delivery fails', () => {
    it('puts a batch to retry back in front, in order, for the next flush', async () => {
      const { sink, batches, answerWith } = recordingSink();
      const analytics = analyticsWith(sink);
      const stop = runAnalytics(analytics);
      analytics.track('favorite', { n: 1 });
      answerWith('retry');
      await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
      analytics.track('favorite', { n: 2 });
      expect(analytics.pending.map((event) => event.properties.n)).toEqual([1, 2]);
      answerWith('sent');
      await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
      expect(batches.at(-1)?.events.map((event) => event.properties.n)).toEqual([1, 2]);
      expect(analytics.pending).toEqual([]);
      stop();
    });

    it('drops a batch the sink refused for good', async () => {
      const { sink, batches, answerWith } = recordingSink();
      const analytics = analyticsWith(sink);
      analytics.track('favorite');
      answerWith('drop');
      await analytics.flush();
      expect(batches).toHaveLength(1);
      expect(analytics.pending).toEqual([]);
    });
  });
});

describe('the first-party sink', () => {
  function sinkOn(answer: () => Response | Promise<Response>) {
    const requests: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://localhost',
      csrfToken: () => 'token-1',
      retries: 0,
      fetch: async (request) => {
        requests.push(request);
        return answer();
      },
    });
    return { sink: apiSink(api), requests };
  }

  const event: AnalyticsEvent = {
    type: 'track',
    name: 'favorite',
    properties: { id: 'PP1' },
    timestamp: NOW.toISOString(),
    anonymous_id: 'anon-1',
  };

  it('posts the batch to /api/analytics with the CSRF header and keepalive', async () => {
    const { sink, requests } = sinkOn(() => new Response(null, { status: 204 }));
    await expect(sink.send([event], { keepalive: true })).resolves.toBe('sent');
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/analytics');
    expect(request?.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.keepalive).toBe(true);
    expect(await request?.json()).toEqual({ events: [event] });
  });

  it('asks to retry after a server error, a rate limit or a network failure', async () => {
    await expect(
      sinkOn(() => new Response(null, { status: 503 })).sink.send([event], { keepalive: false }),
    ).resolves.toBe('retry');
    await expect(
      sinkOn(() => new Response(null, { status: 429 })).sink.send([event], { keepalive: false }),
    ).resolves.toBe('retry');
    await expect(
      sinkOn(() => Promise.reject(new TypeError('Failed to fetch'))).sink.send([event], { keepalive: false }),
    ).resolves.toBe('retry');
  });

  it('drops a batch the endpoint rejects as invalid', async () => {
    const body = JSON.stringify({ status: 400, error: 'validation_failed', message: 'bad' });
    const { sink } = sinkOn(
      () => new Response(body, { status: 400, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(sink.send([event], { keepalive: false })).resolves.toBe('drop');
  });
});
