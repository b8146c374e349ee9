import { describe, expect, it } from 'vitest';
import {
  defaultRetryDelayMs,
  isRetryableRequest,
  parseRetryAfter,
  RETRY_STATUSES,
  retryWaitAfterResponse,
} from './retry-policy.ts';

describe('isRetryableRequest', () => {
  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'get'])('allows %s', (method) => {
    expect(isRetryableRequest(method, '/api/web/features')).toBe(true);
  });

  it.each(['POST', 'PATCH'])('refuses %s', (method) => {
    expect(isRetryableRequest(method, '/api/web/features')).toBe(false);
  });

  it('refuses /search/suggestions whatever the method, also under a path prefix', () => {
    expect(isRetryableRequest('GET', '/search/suggestions')).toBe(false);
    expect(isRetryableRequest('PUT', '/proxy/search/suggestions')).toBe(false);
    expect(isRetryableRequest('GET', '/search/suggestions-help')).toBe(true);
  });
});

describe('RETRY_STATUSES', () => {
  it('are the statuses of the spec', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 413, 429, 500, 502, 503, 504]);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-09T15:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date, and a past date as 0', () => {
    expect(parseRetryAfter('Mon, 09 Mar 2026 15:00:04 GMT', now)).toBe(4000);
    expect(parseRetryAfter('Mon, 09 Mar 2026 14:00:00 GMT', now)).toBe(0);
  });

  it('gives null for a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-1', now)).toBeNull();
  });
});

describe('retryWaitAfterResponse', () => {
  const withRetryAfter = (value?: string) =>
    new Response(null, { status: 503, headers: value === undefined ? {} : { 'Retry-After': value } });

  it('uses the backoff when the server gives no Retry-After', () => {
    expect(retryWaitAfterResponse(withRetryAfter(), 2, defaultRetryDelayMs, 5000)).toBe(600);
  });

  it('waits what the server asks, up to the cap', () => {
    expect(retryWaitAfterResponse(withRetryAfter('5'), 1, defaultRetryDelayMs, 5000)).toBe(5000);
  });

  it('gives up (null) when the server asks for longer than the cap', () => {
    expect(retryWaitAfterResponse(withRetryAfter('6'), 1, defaultRetryDelayMs, 5000)).toBeNull();
  });
});

describe('defaultRetryDelayMs', () => {
  it('doubles from 300 ms', () => {
    expect([1, 2, 3].map(defaultRetryDelayMs)).toEqual([300, 600, 1200]);
  });
});
