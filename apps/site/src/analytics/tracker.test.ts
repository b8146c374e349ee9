import { describe, expect, it } from 'vitest';
import { DeferredTracker, MAX_WAITING_EVENTS, type Tracker } from './tracker.ts';

function recorder(): Tracker & { seen: unknown[][] } {
  const seen: unknown[][] = [];
  return { seen, track: (name, properties) => void seen.push([name, properties]) };
}

describe('DeferredTracker', () => {
  it('keeps the events tracked before the analytics layer is there, and hands them over in order', () => {
    const tracker = new DeferredTracker();
    tracker.track('search', { search_id: 's1', total: 3 });
    tracker.track('favorite', { id: 'E1', type: 'event' });
    const target = recorder();
    tracker.attach(target);
    expect(target.seen).toEqual([
      ['search', { search_id: 's1', total: 3 }],
      ['favorite', { id: 'E1', type: 'event' }],
    ]);
    tracker.track('unfavorite', { id: 'E1', type: 'event' });
    expect(target.seen).toHaveLength(3);
  });

  it(`keeps at most ${MAX_WAITING_EVENTS} events while waiting`, () => {
    const tracker = new DeferredTracker();
    for (let i = 0; i < MAX_WAITING_EVENTS + 5; i++) tracker.track('search', { i });
    const target = recorder();
    tracker.attach(target);
    expect(target.seen).toHaveLength(MAX_WAITING_EVENTS);
    expect(target.seen[0]).toEqual(['search', { i: 0 }]);
  });
});
