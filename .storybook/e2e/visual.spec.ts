import { type Browser, expect, type Page, test } from '@playwright/test';
import { storybookEntries } from './storybookIndex.ts';

/**
 * Visual regression of the components, offline (issue 18 item 6; decision 0023): every showcase
 * story of the built Storybook (stories tagged `test-only` check behaviour, not looks) in the light
 * theme, the dark theme and right to left, compared with the screenshots committed under
 * .storybook/visual-baselines/. After a wanted change, `pnpm test:visual:update` writes them again;
 * review the new images in the diff as code. Chromatic stays for teams with a token (`pnpm chromatic`).
 *
 * The pictures are Debian's Chromium on Linux at 1024 × 768 (the machine CI runs on): fonts and
 * anti-aliasing differ elsewhere, so update them there. Each worker keeps one page and switches
 * stories through Storybook's channel (no reload: about 0.5 s a picture), with the clock fixed.
 */

const showcases = storybookEntries().filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('test-only'),
);

/** The review settings of each picture (the toolbar globals of .storybook/reviewGlobals.ts). */
const VARIANTS = {
  light: { theme: 'light', direction: 'ltr' },
  dark: { theme: 'dark', direction: 'ltr' },
  rtl: { theme: 'light', direction: 'rtl' },
} as const;

/** The demo programme's second day, 10:00 in Austin: a story that shows "now" shows this moment. */
const FROZEN_NOW = new Date('2026-03-10T15:00:00Z');

const VIEWPORT = { width: 1024, height: 768 };
/** The tallest picture: a story longer than this is cut there. */
const MAX_HEIGHT = 4000;

let workerPage: Page | null = null;

/** The worker's page of the Storybook preview, opened once (and again if a story navigated away). */
async function previewPage(browser: Browser): Promise<Page> {
  if (workerPage && !workerPage.isClosed() && workerPage.url().includes('/iframe.html')) return workerPage;
  await workerPage?.context().close();
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  // A story that picks at random (who is interested, say) picks the same every time: a seeded
  // Math.random, started again before each picture (resetRandom).
  await context.addInitScript(() => {
    const seeded = window as unknown as { __resetRandom: () => void };
    let state = 1;
    seeded.__resetRandom = () => {
      state = 1;
    };
    Math.random = () => {
      state = (state * 16807) % 2147483647;
      return (state - 1) / 2147483646;
    };
  });
  // Every part laid out: a list's tiles off the first screen skip their layout (content-visibility:
  // auto, ResultGroups.css) and stand at a placeholder height until laid out once, so the story's
  // height, and its picture's, depended on timing.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '* { content-visibility: visible !important; }';
      document.head.append(style);
    });
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(FROZEN_NOW);
  await page.goto(`/iframe.html?id=${showcases[0]?.id}&viewMode=story`);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0);
  workerPage = page;
  return page;
}

/** Shows a story in the given settings and resolves once it rendered, its fonts and images loaded. */
function showStory(page: Page, storyId: string, globals: Record<string, string>): Promise<void> {
  return page.evaluate(
    async ({ storyId, globals }) => {
      type Listener = (...args: unknown[]) => void;
      interface Channel {
        emit(event: string, ...args: unknown[]): void;
        on(event: string, listener: Listener): void;
        off(event: string, listener: Listener): void;
      }
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      const FAILURES = ['storyErrored', 'storyThrewException', 'storyMissing'];
      (window as unknown as { __resetRandom: () => void }).__resetRandom();
      await new Promise<void>((resolve, reject) => {
        const stop = () => {
          channel.off('storyRendered', rendered);
          for (const event of FAILURES) channel.off(event, failed);
        };
        const rendered = () => {
          stop();
          resolve();
        };
        const failed: Listener = (...args) => {
          stop();
          reject(new Error(`The story ${storyId} did not render: ${JSON.stringify(args).slice(0, 500)}`));
        };
        channel.on('storyRendered', rendered);
        for (const event of FAILURES) channel.on(event, failed);
        channel.emit('updateGlobals', { globals });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      });
      window.scrollTo(0, 0);
      // Images below the fold load lazily: load them all, so that the whole page is in its final shape.
      for (const image of document.images) image.loading = 'eager';
      await Promise.all([
        document.fonts.ready,
        ...[...document.images].map((image) => image.decode().catch(() => undefined)),
      ]);
    },
    { storyId, globals },
  );
}

/**
 * How far the story reaches (its root, or a dialog or list it opened at the end of the body), once
 * the page has settled: two frames after the last change, so that a modal's overlay has taken the
 * window's new height (react-aria sizes it from the visual viewport's resize event) and tiles laid
 * out only near the screen (`content-visibility: auto`) have their real size.
 */
function settledHeight(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    return Math.ceil(
      Math.max(0, ...[...document.body.children].map((child) => child.getBoundingClientRect().bottom)),
    );
  });
}

/**
 * Grows the window to the whole story (at most MAX_HEIGHT) once its height holds: the same in two
 * measurements 150 ms apart (a part that loads its code late, such as a tile's lazy button, lands in
 * between), measuring again after each resize (a taller window lays out more tiles).
 */
async function fitWindowToStory(page: Page): Promise<void> {
  let height = VIEWPORT.height;
  let previous = -1;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const reach = Math.min(Math.max(await settledHeight(page), VIEWPORT.height), MAX_HEIGHT);
    if (reach === previous && reach === height) return;
    previous = reach;
    if (reach !== height) {
      height = reach;
      await page.setViewportSize({ width: VIEWPORT.width, height });
    } else {
      await page.waitForTimeout(150);
    }
  }
}

for (const story of showcases) {
  test(`${story.title} / ${story.name} looks as its pictures`, async ({ browser }) => {
    const page = await previewPage(browser);
    for (const [variant, globals] of Object.entries(VARIANTS)) {
      // Each story renders at the same size first; then the window grows to the whole story, so that
      // the picture is taken without a resize under way (lazy images, observers) that would move it.
      await page.setViewportSize(VIEWPORT);
      await showStory(page, story.id, globals);
      await fitWindowToStory(page);
      await expect.soft(page).toHaveScreenshot(`${story.id}--${variant}.png`, {
        animations: 'disabled',
        caret: 'hide',
        // Anti-aliasing moves a few pixels between runs; a real change moves far more.
        maxDiffPixelRatio: 0.002,
      });
    }
  });
}
