import type { Decorator, Preview } from '@storybook/react-vite';
import { createElement, type ReactNode, useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { forcedColorsSimulation } from './forcedColorsSimulation.ts';

/**
 * What a designer reviews a story in (decision 0023): the theme, the reading direction and forced
 * colours, as toolbar globals. A story can fix one with `globals: { direction: 'rtl' }`.
 */
export const reviewGlobalTypes: Preview['globalTypes'] = {
  theme: toolbarGlobal('Colour theme of @conf/ui (data-conf-theme on <html>)', 'Theme', 'mirror', [
    ['light', 'Light theme'],
    ['dark', 'Dark theme'],
  ]),
  direction: toolbarGlobal(
    'Reading direction: dir on <html> and the locale react-aria mirrors its keys by',
    'Direction',
    'transfer',
    [
      ['ltr', 'Left to right (en-US)'],
      ['rtl', 'Right to left (he-IL)'],
    ],
  ),
  forcedColors: toolbarGlobal(
    'Forced colours, simulated (the real check: DevTools › Rendering › forced-colors)',
    'Forced colours',
    'contrast',
    [
      ['off', 'Own colours'],
      ['on', 'Forced colours (simulated)'],
    ],
  ),
};

/** A toolbar menu of values, showing the chosen one's title. */
function toolbarGlobal(
  description: string,
  title: string,
  icon: string,
  items: [value: string, title: string][],
) {
  return {
    description,
    toolbar: {
      title,
      icon,
      items: items.map(([value, itemTitle]) => ({ value, title: itemTitle })),
      dynamicTitle: true,
    },
  };
}

/**
 * The viewports of the toolbar: Storybook's own and the phone the site is checked on (390 × 844 CSS
 * pixels). A phone story sets `globals: { viewport: PHONE }`; the story tests then run at that size.
 */
export const reviewViewports = {
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  ...MINIMAL_VIEWPORTS,
} as const;

export const reviewInitialGlobals = { theme: 'light', direction: 'ltr', forcedColors: 'off' };

/** The locale of each direction: Hebrew keeps Latin digits, so times read the same in both. */
const LOCALES = { ltr: 'en-US', rtl: 'he-IL' } as const;

export interface ReviewSettings {
  theme: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  forcedColors: boolean;
}

/** The settings of a story's globals; anything unknown falls back to the light, left-to-right page. */
export function reviewSettings(globals: Record<string, unknown>): ReviewSettings {
  return {
    theme: globals.theme === 'dark' ? 'dark' : 'light',
    direction: globals.direction === 'rtl' ? 'rtl' : 'ltr',
    forcedColors: globals.forcedColors === 'on',
  };
}

const SIMULATION_ID = 'conf-forced-colors-simulation';

/** Puts the settings on the document: attributes on <html>, the simulation's style element. */
function applyToDocument({ theme, direction, forcedColors }: ReviewSettings): void {
  const root = document.documentElement;
  root.setAttribute('data-conf-theme', theme);
  root.setAttribute('dir', direction);
  root.setAttribute('lang', LOCALES[direction]);
  document.getElementById(SIMULATION_ID)?.remove();
  // Under Chromium's own emulation (the `forced-colors` test project) the real thing applies.
  if (forcedColors && !window.matchMedia('(forced-colors: active)').matches) {
    const style = document.createElement('style');
    style.id = SIMULATION_ID;
    style.textContent = forcedColorsSimulation(document.styleSheets);
    document.head.append(style);
  }
}

function ReviewFrame({ settings, children }: { settings: ReviewSettings; children: ReactNode }) {
  const { theme, direction, forcedColors } = settings;
  useLayoutEffect(
    () => applyToDocument({ theme, direction, forcedColors }),
    [theme, direction, forcedColors],
  );
  return createElement(I18nProvider, { locale: LOCALES[direction] }, children);
}

export const reviewDecorator: Decorator = (Story, { globals }) =>
  createElement(ReviewFrame, { settings: reviewSettings(globals) }, createElement(Story));
