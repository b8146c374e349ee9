import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveStatusEntry } from './statusStore.ts';
import { defaultRetryDelayMs, openStatusStream, streamUrl } from './statusStream.ts';

/**
 * A stand-in for the browser's EventSource (jsdom has none): an EventTarget with the readyState
 * constants, which the test drives like a server would (messages, a connection given up).
 */
class ScriptedSource extends EventTarget {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  open() {
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(type: string, data: string, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId }));
  }
  giveUp() {
    this.readyState = this.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = this.CLOSED;
    this.closed = true;
  }
}

function scripted() {
  const sources: ScriptedSource[] = [];
  const createSource = (url: string) => {
    const source = new ScriptedSource(url);
    sources.push(source);
    return source as unknown as EventSource;
  };
  return { sources, createSource };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('openStatusStream', () => {
  it('passes on every valid status message and ignores the rest', () => {
    const { sources, createSource } = scripted();
    const received: LiveStatusEntry[] = [];
    const close = openStatusStream({
      url: '/statuses/stream',
      createSource,
      onStatus: (e) => received.push(e),
    });
    const source = sources[0] as ScriptedSource;
    expect(source.url).toBe('/statuses/stream');
    source.open();
    source.send('status', '{"id":"E1","status":"red","message":"No Longer Seating"}');
    source.send('status', '{"id":"E1","status":"blue","message":""}');
    source.send('message', '{"id":"E2","status":"red","message":""}');
    expect(received).toEqual([{ id: 'E1', status: 'red', message: 'No Longer Seating' }]);
    close();
    expect(source.closed).toBe(true);
  });

  it('reconnects with a growing delay when the browser gives up, and not after close', () => {
    vi.useFakeTimers();
    const { sources, createSource } = scripted();
    const close = openStatusStream({ url: '/s', createSource, onStatus: () => {} });
    (sources[0] as ScriptedSource).giveUp();
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    (sources[1] as ScriptedSource).giveUp();
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    // A successful connection resets the delay.
    (sources[2] as ScriptedSource).open();
    (sources[2] as ScriptedSource).giveUp();
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(4);
    close();
    (sources[3] as ScriptedSource).giveUp();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(4);
  });

  describe('when the page was offline', () => {
    it('opens the new stream with the last id seen, so the server replays what was missed', () => {
      vi.useFakeTimers();
      const { sources, createSource } = scripted();
      const close = openStatusStream({
        url: '/statuses/stream',
        createSource,
        onStatus: () => {},
        connectivity: null,
      });
      const first = sources[0] as ScriptedSource;
      first.open();
      first.send('status', '{"id":"E1","status":"green","message":""}', '41');
      first.send('status', '{"id":"E2","status":"red","message":""}', '42');
      first.giveUp();
      vi.advanceTimersByTime(1000);
      expect(sources[1]?.url).toBe('/statuses/stream?last_event_id=42');
      close();
    });

    it('replaces a stream that is not open as soon as the browser is online again, and applies the replay', () => {
      vi.useFakeTimers();
      const { sources, createSource } = scripted();
      const connectivity = new EventTarget();
      const received: LiveStatusEntry[] = [];
      const close = openStatusStream({
        url: '/statuses/stream',
        createSource,
        onStatus: (e) => received.push(e),
        connectivity,
      });
      const first = sources[0] as ScriptedSource;
      first.open();
      first.send('status', '{"id":"E1","status":"green","message":""}', '7');
      // Offline: the browser gave up; our next attempt is 1 s away (longer after more failures).
      first.giveUp();
      connectivity.dispatchEvent(new Event('online'));
      expect(sources).toHaveLength(2);
      const second = sources[1] as ScriptedSource;
      expect(second.url).toBe('/statuses/stream?last_event_id=7');
      // The pending retry was dropped: no third stream.
      vi.advanceTimersByTime(60_000);
      expect(sources).toHaveLength(2);
      // The status set while offline arrives as the server's replay.
      second.open();
      second.send('status', '{"id":"E1","status":"canceled","message":""}', '9');
      expect(received.at(-1)).toEqual({ id: 'E1', status: 'canceled', message: '' });
      close();
    });

    it('also replaces a stream the browser is still retrying by itself, and leaves an open one alone', () => {
      const { sources, createSource } = scripted();
      const connectivity = new EventTarget();
      const close = openStatusStream({ url: '/s', createSource, onStatus: () => {}, connectivity });
      const first = sources[0] as ScriptedSource;
      first.open();
      connectivity.dispatchEvent(new Event('online'));
      expect(sources).toHaveLength(1);
      first.send('status', '{"id":"E1","status":"green","message":""}', '3');
      first.readyState = first.CONNECTING;
      connectivity.dispatchEvent(new Event('online'));
      expect(first.closed).toBe(true);
      expect(sources.map((s) => s.url)).toEqual(['/s', '/s?last_event_id=3']);
      close();
      connectivity.dispatchEvent(new Event('online'));
      expect(sources).toHaveLength(2);
    });

    it('adds the id only when it is a sequence number', () => {
      expect(streamUrl('/s', null)).toBe('/s');
      expect(streamUrl('/s', 'x1')).toBe('/s');
      expect(streamUrl('/s?a=1', '5')).toBe('/s?a=1&last_event_id=5');
    });
  });

  it('waits at most 30 s between attempts', () => {
    expect([1, 2, 3, 6, 20].map(defaultRetryDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
