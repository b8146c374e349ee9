import { ApiError } from '@conf/api-client';
import { describe, expect, it } from 'vitest';
import {
  flushToggles,
  outcomeOfFailure,
  type PendingToggle,
  queueToggle,
  type SendOutcome,
  settleToggle,
} from './favoriteQueue.ts';

const toggle = (id: string, favorited: boolean, at: number, from = !favorited): PendingToggle => ({
  type: 'event',
  id,
  favorited,
  from,
  at,
});

describe('the queue of favorite toggles made offline', () => {
  describe('queueToggle', () => {
    it('keeps toggles of different items in the order they were made', () => {
      let queue = queueToggle([], toggle('A', true, 1));
      queue = queueToggle(queue, toggle('B', false, 2));
      queue = queueToggle(queue, toggle('C', true, 3));
      expect(queue.map((pending) => pending.id)).toEqual(['A', 'B', 'C']);
    });

    it('collapses a toggle and its reverse for the same item into nothing', () => {
      const queue = queueToggle(queueToggle([], toggle('A', true, 1)), toggle('A', false, 2, true));
      expect(queue).toEqual([]);
    });

    it('keeps the last state of an item toggled three times, from its first state, at the end', () => {
      let queue = queueToggle([], toggle('A', true, 1));
      queue = queueToggle(queue, toggle('B', true, 2));
      queue = queueToggle(queue, toggle('A', false, 3, true));
      queue = queueToggle(queue, toggle('A', true, 4, false));
      expect(queue).toEqual([toggle('B', true, 2), toggle('A', true, 4, false)]);
    });

    it('tells apart items of different types that share an id', () => {
      const queue = queueToggle([toggle('X', true, 1)], { ...toggle('X', false, 2, true), type: 'venue' });
      expect(queue.map((pending) => `${pending.type}:${pending.id}:${pending.favorited}`)).toEqual([
        'event:X:true',
        'venue:X:false',
      ]);
    });

    it('keeps the name given with an earlier toggle of the item', () => {
      const queue = queueToggle([{ ...toggle('A', true, 1), name: 'Keynote' }], toggle('B', true, 2));
      expect(queueToggle(queue, toggle('A', true, 3))[1]).toMatchObject({ id: 'A', name: 'Keynote', at: 3 });
    });
  });

  describe('settleToggle', () => {
    it('removes a toggle the server answered', () => {
      const sent = toggle('A', true, 1);
      expect(settleToggle([sent, toggle('B', true, 2)], sent, 'applied')).toEqual([toggle('B', true, 2)]);
      expect(settleToggle([sent], sent, 'rejected')).toEqual([]);
    });

    it('keeps a newer toggle of the item made while it was sent, from the state the server now has', () => {
      const sent = toggle('A', true, 1);
      const newer = toggle('A', false, 5, false);
      expect(settleToggle([newer], sent, 'applied')).toEqual([{ ...newer, from: true }]);
    });

    it('drops a newer toggle that asks for the state the server already has', () => {
      const sent = toggle('A', true, 1);
      expect(settleToggle([toggle('A', true, 5, false)], sent, 'applied')).toEqual([]);
      expect(settleToggle([toggle('A', false, 5, true)], sent, 'rejected')).toEqual([]);
    });
  });

  describe('outcomeOfFailure (the server answer wins)', () => {
    it('gives up on a 4xx answer: the item is gone, the session is over', () => {
      expect(outcomeOfFailure(new ApiError(404, { status: 404, error: 'not_found', message: 'x' }))).toBe(
        'rejected',
      );
      expect(outcomeOfFailure(new ApiError(401, null))).toBe('rejected');
      expect(outcomeOfFailure(new ApiError(400, null))).toBe('rejected');
    });

    it('tries again later after no answer, a server error, a timeout or too many requests', () => {
      expect(outcomeOfFailure(new TypeError('Failed to fetch'))).toBe('retry');
      expect(outcomeOfFailure(new ApiError(503, null))).toBe('retry');
      expect(outcomeOfFailure(new ApiError(500, null))).toBe('retry');
      expect(outcomeOfFailure(new ApiError(408, null))).toBe('retry');
      expect(outcomeOfFailure(new ApiError(429, null))).toBe('retry');
    });
  });

  describe('flushToggles', () => {
    /** A queue in memory, sent through `answer` (which throws to fail). */
    function flushing(initial: PendingToggle[], answer: (sent: PendingToggle) => void) {
      let queue = initial;
      const sent: string[] = [];
      const run = () =>
        flushToggles({
          next: async () => queue[0],
          send: async (pending) => {
            sent.push(`${pending.favorited ? '+' : '-'}${pending.id}`);
            answer(pending);
          },
          settle: async (pending, outcome: Exclude<SendOutcome, 'retry'>) => {
            queue = settleToggle(queue, pending, outcome);
          },
        });
      return { run, sent, queue: () => queue };
    }

    it('sends every toggle in order and empties the queue', async () => {
      const { run, sent, queue } = flushing([toggle('A', true, 1), toggle('B', false, 2)], () => {});
      const result = await run();
      expect(sent).toEqual(['+A', '-B']);
      expect(result.applied.map((pending) => pending.id)).toEqual(['A', 'B']);
      expect(result).toMatchObject({ rejected: [], stopped: false });
      expect(queue()).toEqual([]);
    });

    it('drops a toggle the server refuses, reports it, and goes on with the next', async () => {
      const gone = new ApiError(404, { status: 404, error: 'not_found', message: 'Event was not found' });
      const { run, sent, queue } = flushing([toggle('A', true, 1), toggle('B', true, 2)], (pending) => {
        if (pending.id === 'A') throw gone;
      });
      const result = await run();
      expect(sent).toEqual(['+A', '+B']);
      expect(result.rejected).toEqual([{ toggle: toggle('A', true, 1), error: gone }]);
      expect(result.applied.map((pending) => pending.id)).toEqual(['B']);
      expect(queue()).toEqual([]);
    });

    it('stops at a toggle that gets no answer, which stays first with those after it', async () => {
      const { run, sent, queue } = flushing([toggle('A', true, 1), toggle('B', true, 2)], () => {
        throw new TypeError('Failed to fetch');
      });
      const result = await run();
      expect(sent).toEqual(['+A']);
      expect(result).toMatchObject({ applied: [], rejected: [], stopped: true });
      expect(queue().map((pending) => pending.id)).toEqual(['A', 'B']);
    });

    it('stops rather than sending one toggle forever when its settling does not stick', async () => {
      const stuck = toggle('A', true, 1);
      let sends = 0;
      const result = await flushToggles({
        next: async () => stuck,
        send: async () => {
          sends++;
        },
        settle: async () => {},
      });
      expect(sends).toBe(1);
      expect(result.applied).toEqual([stuck]);
    });
  });
});
