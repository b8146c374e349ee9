import { DEFAULT_FEATURES } from '@conf/core';
import { describe, expect, it } from 'vitest';
import { asksForPreview, withPreview } from './preview.ts';

const on = { ...DEFAULT_FEATURES, preview_mode: true };
const off = { ...DEFAULT_FEATURES, preview_mode: false };

describe('asksForPreview', () => {
  it('is true for staff and admins with preview_mode on', () => {
    expect(asksForPreview(on, { uid: 'a', roles: ['attendee', 'staff'] })).toBe(true);
    expect(asksForPreview(on, { uid: 'b', roles: ['admin'] })).toBe(true);
  });

  it('is false for attendees, visitors, and anyone with preview_mode off', () => {
    expect(asksForPreview(on, { uid: 'c', roles: ['attendee'] })).toBe(false);
    expect(asksForPreview(on, null)).toBe(false);
    expect(asksForPreview(off, { uid: 'b', roles: ['admin'] })).toBe(false);
  });
});

describe('withPreview', () => {
  it('adds preview: true only when asked for, leaving the body otherwise as it is', () => {
    const body = { term: 'chalk' };
    expect(withPreview(body, on, { uid: 'a', roles: ['staff'] })).toEqual({ term: 'chalk', preview: true });
    expect(withPreview(body, on, null)).toBe(body);
  });
});
