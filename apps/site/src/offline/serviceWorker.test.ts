import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox (the unit boundary): records listeners and calls. */
class FakeWorkbox {
  static last: FakeWorkbox | null = null;
  readonly listeners = new Map<string, (() => void)[]>();
  readonly register = vi.fn(async () => undefined);
  readonly messageSkipWaiting = vi.fn();
  constructor(
    readonly url: string,
    readonly options: { scope: string },
  ) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const { registerServiceWorker } = await import('./serviceWorker.ts');

describe('registerServiceWorker', () => {
  const reload = vi.fn();
  const originalLocation = window.location;

  beforeEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: { ...originalLocation, reload } });
  });

  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
    reload.mockReset();
  });

  it('registers /sw.js with scope / and reports nothing while no version waits', async () => {
    const onUpdateWaiting = vi.fn();
    await registerServiceWorker(onUpdateWaiting);
    const workbox = FakeWorkbox.last;
    expect(workbox?.url).toBe('/sw.js');
    expect(workbox?.options).toEqual({ scope: '/' });
    expect(workbox?.register).toHaveBeenCalledTimes(1);
    expect(onUpdateWaiting).not.toHaveBeenCalled();
  });

  it('reports a waiting version; activating it sends SKIP_WAITING and reloads once it controls the page', async () => {
    const onUpdateWaiting = vi.fn<(activate: () => void) => void>();
    await registerServiceWorker(onUpdateWaiting);
    const workbox = FakeWorkbox.last as FakeWorkbox;
    workbox.emit('waiting');
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    const activate = onUpdateWaiting.mock.calls[0]?.[0];
    activate?.();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when a new version takes control without the visitor asking (Later)', async () => {
    const onUpdateWaiting = vi.fn();
    await registerServiceWorker(onUpdateWaiting);
    const workbox = FakeWorkbox.last as FakeWorkbox;
    workbox.emit('waiting');
    workbox.emit('controlling');
    expect(reload).not.toHaveBeenCalled();
  });
});
