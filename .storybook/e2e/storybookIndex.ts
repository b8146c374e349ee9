import { existsSync, readFileSync } from 'node:fs';

/** An entry of the built Storybook's index.json: a docs page or a story. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  tags?: string[];
}

const INDEX = new URL('../../storybook-static/index.json', import.meta.url);

/** The entries of the built Storybook (storybook-static, from `pnpm build-storybook`). */
export function storybookEntries(): IndexEntry[] {
  if (!existsSync(INDEX))
    throw new Error('No storybook-static/index.json: run `pnpm build-storybook` first.');
  const { entries } = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(entries);
}
