import { FEATURE_FLAGS, STATUS_CODES, VENUE_MESSAGES } from '@conf/core';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../http/contract.ts';
import { parseLastEventId, sseComment, sseMessage, sseRetry } from './sse.ts';
import { parseStatusChange } from './store.ts';

/** The shared value lists of @conf/core and the contract's enums say the same thing. */
describe('status values', () => {
  const schemas = (loadOpenApiDocument().components?.schemas ?? {}) as Record<
    string,
    { enum?: unknown[]; required?: unknown[] }
  >;

  it('match the contract: StatusCode, VenueMessage and the FeatureFlags', () => {
    expect(schemas.StatusCode?.enum).toEqual([...STATUS_CODES]);
    expect(schemas.VenueMessage?.enum).toEqual([...VENUE_MESSAGES]);
    expect(schemas.FeatureFlags?.required).toEqual([...FEATURE_FLAGS]);
  });
});

describe('the event-stream format', () => {
  it('writes messages, retry and comment blocks', () => {
    expect(sseMessage({ event: 'status', id: 7, data: '{"id":"E1"}' })).toBe(
      'event: status\nid: 7\ndata: {"id":"E1"}\n\n',
    );
    expect(sseMessage({ data: 'x' })).toBe('data: x\n\n');
    expect(() => sseMessage({ data: 'a\nb' })).toThrow(/single line/);
    expect(sseRetry(2000)).toBe('retry: 2000\n\n');
    expect(sseComment('keep\nalive')).toBe(': keep alive\n\n');
  });

  it('reads Last-Event-ID only as a sequence number', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(' 42 ')).toBe(42);
    expect(parseLastEventId(undefined)).toBeNull();
    expect(parseLastEventId('')).toBeNull();
    expect(parseLastEventId('-1')).toBeNull();
    expect(parseLastEventId('abc')).toBeNull();
  });

  it('accepts only well-formed notifications', () => {
    const good = { id: 'E1', status: 'red', message: 'No Longer Seating', seq: 3, year: 2026 };
    expect(parseStatusChange(JSON.stringify(good))).toEqual(good);
    expect(parseStatusChange(JSON.stringify({ ...good, status: 'blue' }))).toBeNull();
    expect(parseStatusChange(JSON.stringify({ ...good, message: 'Hello' }))).toBeNull();
    expect(parseStatusChange('not json')).toBeNull();
  });
});
