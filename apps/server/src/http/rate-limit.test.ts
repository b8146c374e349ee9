import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { RequestBudget } from './rate-limit.ts';

describe('RequestBudget', () => {
  const clock = (start = 1_000_000) => {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('lets a client make its budget of requests in a minute, then refuses with the seconds left', () => {
    const time = clock();
    const budget = new RequestBudget(3, 'searches', time.now);
    for (let i = 0; i < 3; i++) budget.spend('a');
    time.advance(20_500);
    let refused: unknown;
    try {
      budget.spend('a');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).headers).toEqual({ 'Retry-After': '40' });
    expect((refused as HttpError).message).toBe(
      'Too many searches from your address: try again in 40 seconds',
    );
  });

  it('counts each client on its own', () => {
    const budget = new RequestBudget(1, 'searches', clock().now);
    budget.spend('a');
    expect(() => budget.spend('b')).not.toThrow();
    expect(() => budget.spend('a')).toThrow(/Too many searches/);
  });

  it('gives a new budget once the window has ended, and forgets ended windows', () => {
    const time = clock();
    const budget = new RequestBudget(1, 'suggestion requests', time.now);
    budget.spend('a');
    budget.spend('b');
    expect(() => budget.spend('a')).toThrow();
    time.advance(60_000);
    expect(() => budget.spend('a')).not.toThrow();
    expect(budget.clients).toBe(1);
  });

  it('never refuses when the limit is 0 (off)', () => {
    const budget = new RequestBudget(0, 'searches', clock().now);
    for (let i = 0; i < 1000; i++) budget.spend('a');
    expect(budget.clients).toBe(0);
  });

  it('says "1 second" in the singular', () => {
    const time = clock();
    const budget = new RequestBudget(1, 'searches', time.now);
    budget.spend('a');
    time.advance(59_500);
    expect(() => budget.spend('a')).toThrow('try again in 1 second');
  });
});
