import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { groupTokens, TOKEN_GROUPS, tokenBlocks } from './themeTokens.ts';

const theme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../theme.css'), 'utf8');

describe('the tokens of theme.css on the foundations pages', () => {
  const blocks = tokenBlocks(theme);
  const names = (blocks.get(':root') ?? []).map((token) => token.name);

  it('are read from :root, the reading directions and the dark theme', () => {
    expect([...blocks.keys()]).toEqual([':root', '[dir="ltr"]', '[dir="rtl"]', '[data-conf-theme="dark"]']);
    expect(names.length).toBeGreaterThan(50);
    expect(blocks.get(':root')).toContainEqual({ name: '--conf-space-md', value: '1rem' });
  });

  it('each fall in exactly one group, so a new token shows up on the pages', () => {
    const { groups, ungrouped } = groupTokens(names);
    expect(ungrouped).toEqual([]);
    const counted = groups.flatMap((entry) => entry.names);
    expect(counted.sort()).toEqual([...names].sort());
    for (const entry of groups) expect(entry.names.length, entry.group.id).toBeGreaterThan(0);
  });

  it('the dark theme only sets tokens that the light one has', () => {
    const light = new Set(names);
    for (const token of blocks.get('[data-conf-theme="dark"]') ?? []) expect(light).toContain(token.name);
  });

  it('merges a later rule of the same selector (the reduced-motion override of :root)', () => {
    expect(tokenBlocks(':root{--conf-a:1;--conf-b:2}@media (x){:root{--conf-b:0}}').get(':root')).toEqual([
      { name: '--conf-a', value: '1' },
      { name: '--conf-b', value: '0' },
    ]);
  });

  it('explain what each group is for', () => {
    for (const group of TOKEN_GROUPS) expect(group.usage.length).toBeGreaterThan(40);
  });
});
