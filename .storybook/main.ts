import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for @conf/ui: what designers review; every story also runs as a browser test (vitest `storybook` project). */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/foundations/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
