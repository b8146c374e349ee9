/**
 * Debian's Chromium, shared by the Storybook browser tests and the Playwright end-to-end tests.
 * No browser is ever downloaded: `CHROMIUM_PATH` overrides the location.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
