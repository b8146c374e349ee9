import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { previewAllowed } from './preview.ts';

describe('previewAllowed', () => {
  const ctx = {} as Context;

  it('lets a request that asks for preview see future records while preview_mode is on', () => {
    expect(previewAllowed(true, ctx, loadConfig({}))).toBe(true);
  });

  it('never without asking', () => {
    expect(previewAllowed(undefined, ctx, loadConfig({}))).toBe(false);
    expect(previewAllowed(false, ctx, loadConfig({}))).toBe(false);
  });

  it('never while preview_mode is off', () => {
    expect(previewAllowed(true, ctx, loadConfig({ FEATURES: 'preview_mode=off' }))).toBe(false);
  });
});
