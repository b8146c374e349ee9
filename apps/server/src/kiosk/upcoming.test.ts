import type { BoardEvent } from '@conf/ui';
import { describe, expect, it } from 'vitest';
import { nowOrNext } from './upcoming.ts';

const event = (id: string, start: string, end: string): BoardEvent => ({
  id,
  name: id,
  start_time: start,
  end_time: end,
  event_type: 'session',
  venue: null,
  status: 'none',
  message: '',
});

describe('nowOrNext', () => {
  const first = event('A', '2026-03-09T09:30:00-05:00', '2026-03-09T10:30:00-05:00');
  const second = event('B', '2026-03-09T11:00:00-05:00', '2026-03-09T12:00:00-05:00');

  it('features the event that has started and not ended', () => {
    expect(nowOrNext([first, second], new Date('2026-03-09T10:00:00-05:00'))).toEqual({
      event: first,
      when: 'now',
    });
  });

  it('features the next one between events', () => {
    expect(nowOrNext([second], new Date('2026-03-09T10:45:00-05:00'))).toEqual({
      event: second,
      when: 'next',
    });
  });

  it('features nothing when nothing is left', () => {
    expect(nowOrNext([], new Date('2026-03-09T23:00:00-05:00'))).toEqual({ event: null, when: 'next' });
  });
});
