import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createScrollMemory, type ScrollMemory } from './scrollMemory.ts';
import { type ScrollTarget, useScrollRestoration } from './useScrollRestoration.ts';

/** A page that scrolls: a position, a record of where it was sent, and its scroll listeners. */
function fakeWindow() {
  let y = 0;
  const listeners = new Set<() => void>();
  const sentTo: number[] = [];
  const target: ScrollTarget = {
    y: () => y,
    scrollTo: (to) => {
      sentTo.push(to);
      y = to;
    },
    restore: (to) => {
      sentTo.push(to);
      y = to;
      return () => {};
    },
    onScroll: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const scrollBy = (to: number) => {
    y = to;
    for (const listener of listeners) listener();
  };
  /** Reads of the position (each one lays the real page out). */
  const reads = () => readCount;
  let readCount = 0;
  const read = target.y;
  target.y = () => {
    readCount += 1;
    return read();
  };
  return { target, sentTo, scrollBy, reads };
}

function Layout({ memory, target }: { memory: ScrollMemory; target: ScrollTarget }) {
  useScrollRestoration(memory, target);
  return <Outlet />;
}

function setup(initial = '/a') {
  const memory = createScrollMemory(null, { maxEntries: 50 });
  const page = fakeWindow();
  const router = createMemoryRouter(
    [
      {
        element: <Layout memory={memory} target={page.target} />,
        children: [
          { path: 'a', element: <h1>Page A</h1> },
          { path: 'b', element: <h1>Page B</h1> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return { router, memory, ...page };
}

describe('scroll restoration', () => {
  it('starts a new page at the top and restores the position on back', async () => {
    const { router, sentTo, scrollBy } = setup();
    await screen.findByRole('heading', { name: 'Page A' });
    scrollBy(640);
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(sentTo).toEqual([0]);

    scrollBy(90);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(sentTo).toEqual([0, 640]);

    await act(() => router.navigate(1));
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(sentTo).toEqual([0, 640, 90]);
  });

  it('keeps the position when only the query string changes', async () => {
    const { router, sentTo, scrollBy } = setup();
    await screen.findByRole('heading', { name: 'Page A' });
    scrollBy(300);
    await act(() => router.navigate('/a?page=2'));
    expect(sentTo).toEqual([]);
  });

  it("does not read the position in the commit of a new query, and remembers the listener's", async () => {
    const { router, sentTo, scrollBy, reads } = setup();
    await screen.findByRole('heading', { name: 'Page A' });
    scrollBy(300);
    const before = reads();
    await act(() => router.navigate('/a?page=2'));
    expect(reads()).toBe(before);
    // The shorter results page clamps the position: the browser's scroll event reports it.
    scrollBy(120);
    await act(() => router.navigate('/b'));
    await act(() => router.navigate(-1));
    expect(sentTo).toEqual([0, 120]);
    await act(() => router.navigate(-1));
    expect(sentTo).toEqual([0, 120, 300]);
  });

  it('restores each entry of the same address separately', async () => {
    const { router, sentTo, scrollBy } = setup();
    await screen.findByRole('heading', { name: 'Page A' });
    scrollBy(100);
    await act(() => router.navigate('/b'));
    await act(() => router.navigate('/a'));
    scrollBy(500);
    await act(() => router.navigate('/b'));
    await act(() => router.navigate(-1));
    expect(sentTo.at(-1)).toBe(500);
    await act(() => router.navigate(-2));
    expect(sentTo.at(-1)).toBe(100);
  });

  it('leaves an entry it has no position for where the browser put it', async () => {
    const { router, sentTo } = setup();
    await screen.findByRole('heading', { name: 'Page A' });
    expect(sentTo).toEqual([]);
    await act(() => router.navigate('/b', { replace: true }));
    expect(sentTo).toEqual([0]);
  });
});
