import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_WAIT_LIMIT_MS } from './afterFirstPaint.ts';

/** A window whose frames run only when the test says so. */
function windowWithFrames() {
  const frames: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
    clearTimeout: (id?: number) => clearTimeout(id),
  } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'>;
  const paint = () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  };
  return { win, paint };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a frame and the task after it', async () => {
    const { win, paint } = windowWithFrames();
    const done = vi.fn();
    void afterFirstPaint(win).then(done);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS / 2);
    expect(done).not.toHaveBeenCalled();
    paint();
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('goes on after the limit in a tab that renders no frames', async () => {
    const { win } = windowWithFrames();
    const done = vi.fn();
    void afterFirstPaint(win).then(done);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
