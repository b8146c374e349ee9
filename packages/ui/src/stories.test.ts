import { describe, expect, it } from 'vitest';
import storybookMain from '../../../.storybook/main.ts';
import { TEST_ONLY } from './test/storyTags.ts';

/**
 * Stories as named (decision 0023): a showcase story renders the state in its name and stays there.
 * Its play function may check that state but not change it (no typing, clicking, focusing or
 * scrolling); a check of behaviour is a story of its own, tagged `test-only`, which docs pages and
 * the sidebar's default view leave out.
 */
const modules = import.meta.glob<Record<string, unknown>>('./components/**/*.stories.tsx', {
  eager: true,
});

/** Calls that change what a story shows: user events, focus, clicks, scrolling. */
const INTERACTION =
  /\b(userEvent|fireEvent)\b|\.(focus|blur|click|hover|type|keyboard|tab|dispatchEvent|scrollIntoView|scrollTo|scrollBy)\(/;

/** The files' text: the order of their stories (a module's exports come sorted by name). */
const sources = import.meta.glob<string>('./components/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface StoryLike {
  tags?: string[];
  play?: (...args: never[]) => unknown;
  args?: Record<string, unknown>;
}

function isStory(value: unknown): value is StoryLike {
  return typeof value === 'object' && value !== null;
}

const stories = Object.entries(modules).flatMap(([file, module]) => {
  const meta = module.default as StoryLike;
  return Object.entries(module)
    .filter(([name, story]) => name !== 'default' && isStory(story))
    .map(([name, story]) => {
      const own = story as StoryLike;
      return {
        id: `${file.replace('./components/', '')} › ${name}`,
        tags: [...(meta.tags ?? []), ...(own.tags ?? [])],
        play: own.play ?? meta.play,
        args: { ...meta.args, ...own.args },
      };
    });
});

const showcase = stories.filter((story) => !story.tags.includes(TEST_ONLY));

describe('stories as named', () => {
  it('finds the stories', () => {
    expect(stories.length).toBeGreaterThan(100);
    expect(showcase.length).toBeGreaterThan(50);
  });

  it('a showcase story checks its state but never changes it in its play function', () => {
    const changing = showcase
      .filter((story) => story.play !== undefined && INTERACTION.test(String(story.play)))
      .map((story) => story.id);
    expect(changing).toEqual([]);
  });

  it('a showcase story takes no focus of its own (docs pages would scroll to it)', () => {
    const focusing = showcase.filter((story) => story.args.autoFocus === true).map((story) => story.id);
    expect(focusing).toEqual([]);
  });

  it("a docs page's first story, shown on top of it whatever its tags, is a showcase story", () => {
    const firstIsTest = Object.entries(sources)
      .map(
        ([file, text]) => `${file.replace('./components/', '')} › ${/^export const (\w+)/m.exec(text)?.[1]}`,
      )
      .filter((first) => !showcase.some((story) => story.id === first));
    expect(firstIsTest).toEqual([]);
  });

  it('test-only stories are left out of docs pages and hidden from the sidebar by default', () => {
    const tags = storybookMain.tags;
    expect(typeof tags === 'object' ? tags[TEST_ONLY] : undefined).toEqual({
      excludeFromDocsStories: true,
      defaultFilterSelection: 'exclude',
    });
  });
});
