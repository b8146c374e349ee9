import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for @conf/ui: what designers review; every story also runs as a browser test (vitest `storybook` project). */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/foundations/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Stories as named (decision 0023): behaviour checks are stories of their own, run by the story
  // tests but left out of docs pages and, by default, the sidebar that designers review.
  tags: { 'test-only': { excludeFromDocsStories: true, defaultFilterSelection: 'exclude' } },
};

export default config;
