import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { type FavoriteSource, FavoritesProvider } from './FavoritesProvider.tsx';
import type { FavoriteKind } from './favoriteItem.ts';
import { useFavorite } from './useFavorite.ts';

/** A source as an embed's store is: a map of answers, a token flag, a popup sign-in. */
function fakeSource({ signedIn = true, signIn }: { signedIn?: boolean; signIn?: () => Promise<void> } = {}) {
  const states = new Map<string, boolean>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const source = {
    signedIn,
    get: (type: FavoriteKind, id: string) => states.get(`${type}:${id}`),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch: vi.fn((_type: FavoriteKind, _id: string) => () => undefined),
    toggle: vi.fn(async (type: FavoriteKind, id: string, next: boolean) => {
      states.set(`${type}:${id}`, next);
      notify();
    }),
    ...(signIn ? { signIn } : {}),
    /** Test controls: the server's answer, a sign-in. */
    answer(type: FavoriteKind, id: string, favorited: boolean) {
      states.set(`${type}:${id}`, favorited);
      act(notify);
    },
    setSignedIn(value: boolean) {
      source.signedIn = value;
      notify();
    },
  } satisfies FavoriteSource & Record<string, unknown>;
  return source;
}

const HIT = {
  _id: 'PP1001',
  type: 'event',
  _source: { name: 'Teaching With Games' },
  favorite_type: 'event',
};

function withProvider(source: FavoriteSource) {
  return ({ children }: { children: ReactNode }) => (
    <FavoritesProvider favorites={source}>{children}</FavoritesProvider>
  );
}

describe('useFavorite(item) with a FavoritesProvider', () => {
  it("follows the source's answer and asks about the item", () => {
    const source = fakeSource();
    const { result } = renderHook(() => useFavorite(HIT), { wrapper: withProvider(source) });
    expect(source.watch).toHaveBeenCalledWith('event', 'PP1001');
    expect(result.current).toMatchObject({ isKnown: false, isSelected: false, isSignedIn: true });
    source.answer('event', 'PP1001', true);
    expect(result.current).toMatchObject({ isKnown: true, isSelected: true });
    expect(result.current.item).toEqual({ type: 'event', id: 'PP1001', name: 'Teaching With Games' });
  });

  it('saves a change through the source, optimistically, and rolls back when refused', async () => {
    const source = fakeSource();
    const save = deferred<void>();
    source.toggle.mockImplementationOnce(() => save.promise);
    const { result } = renderHook(() => useFavorite(HIT), { wrapper: withProvider(source) });
    act(() => result.current.onChange(true));
    expect(result.current).toMatchObject({ isSelected: true, isPending: true });
    expect(source.toggle).toHaveBeenCalledWith('event', 'PP1001', true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => save.reject(new Error('refused')));
    expect(result.current).toMatchObject({ isSelected: false, isPending: false, isFailed: true });
  });

  it("saves nothing for a visitor and gives the source's sign-in", () => {
    const signIn = vi.fn(async () => undefined);
    const source = fakeSource({ signedIn: false, signIn });
    const { result } = renderHook(() => useFavorite(HIT), { wrapper: withProvider(source) });
    act(() => result.current.onChange(true));
    expect(source.toggle).not.toHaveBeenCalled();
    expect(result.current.isSignedIn).toBe(false);
    void result.current.signIn.onSignIn?.();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('links to /login without a sign-in of the source', () => {
    const { result } = renderHook(() => useFavorite(HIT), {
      wrapper: withProvider(fakeSource({ signedIn: false })),
    });
    expect(result.current.signIn).toEqual({ loginHref: '/login' });
  });

  it('throws without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useFavorite(HIT))).toThrow(/FavoritesProvider/);
  });
});

describe('<FavoriteButton item> with a FavoritesProvider', () => {
  beforeAll(() => import('../SignInDialog/SignInDialog.tsx'), 60_000);

  it("is the item's toggle, saving through the source", async () => {
    const source = fakeSource();
    render(<FavoriteButton item={HIT} size="small" />, { wrapper: withProvider(source) });
    const button = screen.getByRole('button', { name: 'Favorite Teaching With Games' });
    expect(button).toHaveAttribute('data-item-type', 'events');
    expect(button).toHaveAttribute('data-item-id', 'PP1001');
    await userEvent.setup().click(button);
    expect(source.toggle).toHaveBeenCalledWith('event', 'PP1001', true);
    expect(screen.getByRole('button', { name: 'Favorited Teaching With Games' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('renders nothing for a hit that cannot be a favorite', () => {
    const { container } = render(<FavoriteButton item={{ _id: 'F1', type: 'film', _source: {} }} />, {
      wrapper: withProvider(fakeSource()),
    });
    expect(container).toBeEmptyDOMElement();
  });

  describe('for a visitor, with the sign-in popup of an embed', () => {
    /** Renders the button for a visitor and presses it: the sign-in dialog, once its code has loaded. */
    async function openVisitorDialog(
      source: ReturnType<typeof fakeSource>,
      user: ReturnType<typeof userEvent.setup>,
    ) {
      render(<FavoriteButton item={HIT} />, { wrapper: withProvider(source) });
      await user.click(screen.getByRole('button', { name: 'Favorite Teaching With Games' }));
      return screen.findByRole('dialog', { name: 'Start favoriting events' }, { timeout: 5000 });
    }

    it('signs in from the dialog\'s "Log in" and becomes the toggle', async () => {
      const popup = deferred<void>();
      const source = fakeSource({ signedIn: false, signIn: () => popup.promise });
      const user = userEvent.setup();
      const dialog = await openVisitorDialog(source, user);
      expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
      expect(within(dialog).getByRole('button', { name: /Signing in/ })).toHaveAttribute(
        'data-pending',
        'true',
      );
      await act(async () => {
        source.setSignedIn(true);
        popup.resolve();
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Favorite Teaching With Games' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(source.toggle).not.toHaveBeenCalled();
    });

    it('says why when the popup is blocked, and stays open', async () => {
      const blocked = Object.assign(new Error('blocked'), { reason: 'popup_blocked' });
      const source = fakeSource({ signedIn: false, signIn: () => Promise.reject(blocked) });
      const user = userEvent.setup();
      const dialog = await openVisitorDialog(source, user);
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Your browser blocked the sign-in window',
      );
      expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
    });
  });
});
