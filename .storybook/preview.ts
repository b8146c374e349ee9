import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/theme.css';

const preview: Preview = {
  parameters: {
    // Axe violations fail the story test run ('todo' would only report them).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
};

export default preview;
