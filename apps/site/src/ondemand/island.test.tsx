import { act, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginIslandHydration, island, preloadIslands, useIslandHydrationDone } from './island.tsx';

/*
 * Each test defines its islands anew: the server's (code at hand) and the browser's (code the test
 * hands over), as two builds would. `preloadIslands` loads every island defined so far, so each
 * test's browser importer is resolved before the next test preloads.
 */

/** A counter button: what an island holds in these tests. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** An importer the test resolves (or rejects) when it wants, counting its calls. */
function controlledImporter() {
  const calls: Array<{ resolve: (c: ComponentType<{ label: string }>) => void; reject: (e: Error) => void }> =
    [];
  const importer = vi.fn(
    () =>
      new Promise<ComponentType<{ label: string }>>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, calls };
}

/** The page's root: it ends the islands' hydration phase with its first effect, as App does. */
function Page({ children }: { children: ReactNode }) {
  useIslandHydrationDone();
  return <main>{children}</main>;
}

/**
 * A page with one island rendered on the "server" (its code at hand), then hydrated in the document
 * as main.tsx does, the browser's copy of the island waiting for the importer the test controls.
 */
async function hydratedPage(name: string, load: 'idle' | 'interaction', label: string) {
  const Server = island(async () => Counter, { name, load });
  await preloadIslands();
  const html = renderToString(
    <Page>
      <Server label={label} />
    </Page>,
  );
  const { importer, calls } = controlledImporter();
  // As main.tsx: the hydration phase begins before the screens' modules define their islands.
  beginIslandHydration();
  const Browser = island(importer, { name, load });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const button = container.querySelector('button') as HTMLButtonElement;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Page>
        <Browser label={label} />
      </Page>,
    );
  });
  cleanups.push(
    () => root?.unmount(),
    () => container.remove(),
  );
  return { container, button, importer, calls };
}

let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  vi.restoreAllMocks();
});

describe('island', () => {
  it('renders in full on the server once its code is preloaded, in a box-less data-island element', async () => {
    const Island = island(async () => Counter, { name: 'counter-ssr', load: 'idle' });
    await preloadIslands();
    const html = renderToString(<Island label="Likes" />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const wrapper = page.querySelector<HTMLElement>('[data-island="counter-ssr"]');
    expect(wrapper?.style.display).toBe('contents');
    expect(wrapper?.querySelector('button')).toHaveTextContent('Likes 0');
  });

  it('keeps the server HTML while hydrating, then hydrates it in place when its code arrives (idle)', async () => {
    const errors = vi.spyOn(console, 'error');
    const { container, button, importer, calls } = await hydratedPage('counter-a', 'idle', 'Likes');
    // Hydrated around it; the island is the server's HTML still, its code asked for when idle.
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('[data-island-live]')).toBeNull();
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await act(async () => calls[0]?.resolve(Counter));
    await waitFor(() => expect(container.querySelector('[data-island-live]')).not.toBeNull());
    // The same element, now React's: a click counts.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button).toHaveTextContent('Likes 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('holds a click made before its code is there and replays it once hydrated, focus on the target', async () => {
    const { button, importer, calls } = await hydratedPage('counter-b', 'interaction', 'Saves');
    // `interaction`: nothing loads until the visitor reaches for it.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(importer).not.toHaveBeenCalled();
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(importer).toHaveBeenCalledTimes(1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(button).toHaveTextContent('Saves 0');
    await act(async () => calls[0]?.resolve(Counter));
    await waitFor(() => expect(button).toHaveTextContent('Saves 1'));
    expect(button).toHaveFocus();
  });

  it('keeps the server HTML when its code fails to load, and tries again on the next reach', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, button, importer, calls } = await hydratedPage('counter-c', 'interaction', 'Shares');
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Shares 0');
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(importer).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve(Counter));
    await waitFor(() => expect(container.querySelector('[data-island-live]')).not.toBeNull());
  });

  it('loads as soon as it is defined after the first hydration, and shows when there (a navigation)', async () => {
    const { importer, calls } = controlledImporter();
    const Browser = island(importer, { name: 'counter-d', load: 'interaction' });
    // Its screen's module on its way in: the code is asked for before anything renders it.
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => {
      render(
        <Page>
          <Browser label="Views" />
        </Page>,
      );
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => calls[0]?.resolve(Counter));
    expect(await screen.findByRole('button', { name: 'Views 0' })).toBeInTheDocument();
  });

  it('nests: the server preloads an island its code defines, and a press inside waits for both', async () => {
    /** A card whose code defines an island of its own, as the event screen holds the event's actions. */
    const cardWith = (inner: () => Promise<ComponentType<{ label: string }>>) => {
      const Inner = island(inner, { name: 'nested-inner', load: 'interaction' });
      // biome-ignore lint/correctness/noComponentHookFactories: stands for a module's top level, called once per "build"
      return function Card() {
        return (
          <section>
            <h2>Card</h2>
            <Inner label="Likes" />
          </section>
        );
      };
    };
    const Server = island(async () => cardWith(async () => Counter), { name: 'nested-outer', load: 'idle' });
    await preloadIslands();
    const html = renderToString(
      <Page>
        <Server />
      </Page>,
    );
    expect(html).toMatch(/<button[^>]*>Likes(<!-- -->| )+0<\/button>/);

    const outer = controlledImporter();
    const inner = controlledImporter();
    beginIslandHydration();
    const Browser = island(() => outer.importer().then(() => cardWith(inner.importer)), {
      name: 'nested-outer',
      load: 'interaction',
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Page>
          <Browser />
        </Page>,
      );
    });
    cleanups.push(
      () => root?.unmount(),
      () => container.remove(),
    );
    const button = container.querySelector('button') as HTMLButtonElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    // Held by the outer island, the only one waiting so far; its code is asked for.
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(outer.calls).toHaveLength(1));
    await act(async () => outer.calls[0]?.resolve(Counter));
    // The outer island is hydrated; the inner one is the server's HTML still, holding the press.
    await waitFor(() => expect(inner.calls).toHaveLength(1));
    expect(container.querySelector('[data-island="nested-outer"]')).toHaveAttribute('data-island-live');
    expect(button).toHaveTextContent('Likes 0');
    await act(async () => inner.calls[0]?.resolve(Counter));
    await waitFor(() => expect(button).toHaveTextContent('Likes 1'));
    expect(container.querySelector('button')).toBe(button);
  });
});
