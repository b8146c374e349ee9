import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { configure } from 'storybook/test';
import { TimeZoneProvider } from '../packages/ui/src/components/TimeZoneProvider/TimeZoneProvider.tsx';
import '../packages/ui/src/theme.css';
// The page base too: stories look as on the product's site.
import '../packages/ui/src/page.css';
import { docsFocusDecorator } from './docsFocus.ts';
import {
  reviewDecorator,
  reviewGlobalTypes,
  reviewInitialGlobals,
  reviewViewports,
} from './reviewGlobals.ts';

// Play functions' `findBy…` and `waitFor` wait up to 5 s (the default is 1 s), as the unit tests do:
// on a loaded CI machine a lazily loaded part (the sign-in dialog of FavoriteButton) took longer.
// A passing story waits no longer.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // Stories show the demo programme (EDU Summit, Austin): times in its zone, as the site shows them.
  // A story of another programme sets `parameters.timeZone`.
  // Decorators wrap from the last: the review settings (theme, direction, forced colours) around the
  // time zone, the docs pages' focus guard around everything.
  decorators: [
    (Story, { parameters }) =>
      createElement(
        TimeZoneProvider,
        { timeZone: typeof parameters.timeZone === 'string' ? parameters.timeZone : 'America/Chicago' },
        createElement(Story),
      ),
    reviewDecorator,
    // Outermost: on a docs page, no story takes focus or scrolls the page (decision 0023).
    docsFocusDecorator,
  ],
  globalTypes: reviewGlobalTypes,
  initialGlobals: reviewInitialGlobals,
  parameters: {
    // Axe violations fail the story test run ('todo' would only report them).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
    viewport: { options: reviewViewports },
  },
};

export default preview;
