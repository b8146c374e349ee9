import { describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, errorAnswer } from './error-middleware.ts';
import { serviceUnavailable } from './errors.ts';

describe('errorAnswer', () => {
  it('answers a lost database connection with 503 unavailable and Retry-After, as expected trouble', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const answer = errorAnswer(refused);
    expect(answer.body).toEqual({ status: 503, error: 'unavailable', message: expect.any(String) });
    expect(answer.headers).toEqual({ 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
    expect(answer.unexpected).toBe(false);
  });

  it('keeps the status, body and Retry-After of a 503 thrown on purpose', () => {
    const answer = errorAnswer(serviceUnavailable(7, 'Down for maintenance'));
    expect(answer.body).toEqual({ status: 503, error: 'unavailable', message: 'Down for maintenance' });
    expect(answer.headers).toEqual({ 'Retry-After': '7' });
  });

  it('still answers any other failure (a database error included) with a generic 500', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    for (const error of [unique, new TypeError('x is undefined')]) {
      const answer = errorAnswer(error);
      expect(answer.body.status).toBe(500);
      expect(answer.body.error).toBe('internal_error');
      expect(answer.unexpected).toBe(true);
    }
  });
});
