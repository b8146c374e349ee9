import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { previewAllowed, previewPermitted } from './preview.ts';

describe('previewPermitted', () => {
  it('lets staff and admins who ask see future records while preview_mode is on', () => {
    expect(previewPermitted(true, ['attendee', 'staff'], true)).toBe(true);
    expect(previewPermitted(true, ['admin'], true)).toBe(true);
  });

  it('never for visitors or attendees', () => {
    expect(previewPermitted(true, null, true)).toBe(false);
    expect(previewPermitted(true, [], true)).toBe(false);
    expect(previewPermitted(true, ['attendee'], true)).toBe(false);
  });

  it('never without asking', () => {
    expect(previewPermitted(undefined, ['admin'], true)).toBe(false);
    expect(previewPermitted(false, ['staff'], true)).toBe(false);
  });

  it('never while preview_mode is off', () => {
    expect(previewPermitted(true, ['admin', 'staff'], false)).toBe(false);
  });
});

describe('previewAllowed', () => {
  it('treats a request without a session as a visitor', () => {
    const ctx = {} as Context;
    expect(previewAllowed(true, ctx, loadConfig({}))).toBe(false);
    expect(previewAllowed(undefined, ctx, loadConfig({}))).toBe(false);
  });
});
