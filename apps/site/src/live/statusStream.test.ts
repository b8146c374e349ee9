import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveStatusEntry } from './statusStore.ts';
import { defaultRetryDelayMs, openStatusStream } from './statusStream.ts';

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
  send(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
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

  it('waits at most 30 s between attempts', () => {
    expect([1, 2, 3, 6, 20].map(defaultRetryDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
