/**
 * Renders the compiled App of an outside site (packages/ui/test/packed) with that site's React.
 * `node render.mjs server`: `renderToString` in plain Node (no DOM, as a server renders).
 * `node render.mjs browser <jsdom's path>`: `createRoot` in jsdom, then presses the Favorite button
 * and the star, then a visitor's Favorite button of a FavoritesProvider (its sign-in dialog). Prints one JSON line: `{ react, html?, pressed?, saves, errors }` (`errors`: what
 * React or the components wrote to console.error, e.g. warnings).
 */
import { pathToFileURL } from 'node:url';

const [mode, jsdomPath] = process.argv.slice(2);
const errors = [];
console.error = (...args) => errors.push(args.map(String).join(' '));
const saves = [];
const save = async (next) => {
  saves.push(next);
};

if (mode === 'browser') {
  const { JSDOM } = await import(pathToFileURL(jsdomPath).href);
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: 'https://music.example.org/',
    pretendToBeVisual: true,
  });
  // The window's globals (as vitest's jsdom environment sets them): the document, DOM classes, `CSS`…
  const keys = Object.getOwnPropertyNames(dom.window).filter(
    (key) => !(key in globalThis) || key === 'navigator',
  );
  for (const key of ['window', 'document', ...keys]) {
    Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
  }
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
}

const React = await import('react');
const { App } = await import('./dist/App.js');
const app = React.createElement(App, { save });

if (mode === 'server') {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(app);
  console.log(JSON.stringify({ react: React.version, html, saves, errors }));
} else {
  const { createRoot } = await import('react-dom/client');
  const container = document.getElementById('root');
  const root = createRoot(container);
  await React.act(async () => root.render(app));
  const favorite = container.querySelector('button[data-item-id="PP100011"]');
  const star = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Star');
  await React.act(async () => favorite.click());
  await React.act(async () => star.click());
  // A visitor's button of the FavoritesProvider: its sign-in dialog's code loads on the press.
  const visitor = container.querySelector('button[data-item-id="PP100012"]');
  await React.act(async () => visitor.click());
  let dialog = null;
  for (let i = 0; i < 100 && !dialog; i++) {
    await React.act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    dialog = document.querySelector('[role="dialog"]');
  }
  const pressed = {
    favorite: [favorite.getAttribute('aria-pressed'), favorite.textContent],
    star: star.getAttribute('aria-pressed'),
    visitor: [visitor.getAttribute('aria-pressed'), visitor.getAttribute('aria-haspopup')],
    dialog: dialog && {
      name: document.getElementById(dialog.getAttribute('aria-labelledby'))?.textContent ?? null,
      buttons: [...dialog.querySelectorAll('button')].map((button) => button.textContent),
      links: dialog.querySelectorAll('a').length,
    },
  };
  await React.act(async () => root.unmount());
  console.log(JSON.stringify({ react: React.version, pressed, saves, errors }));
}
