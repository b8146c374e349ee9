import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu, type UserMenuItem } from './UserMenu.tsx';

function renderMenu(
  items: UserMenuItem[] = [{ id: 'favorites', label: 'My Favorites', href: '#favorites' }],
) {
  return render(
    <>
      <p>Outside</p>
      <UserMenu
        userName="Ada Lovelace"
        items={items}
        signOut={{ action: '/auth/logout', csrfToken: 'tok-123' }}
      />
    </>,
  );
}

describe('UserMenu', () => {
  it('is a menu button with the user name, closed', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  describe('when opened with the keyboard', () => {
    it('lists the items then Sign out, focusing the first, and arrows move', async () => {
      const user = userEvent.setup();
      renderMenu([
        { id: 'favorites', label: 'My Favorites', href: '#favorites' },
        { id: 'profile', label: 'Profile', onAction: () => undefined },
      ]);
      await user.tab();
      await user.keyboard('{Enter}');
      const menu = screen.getByRole('menu', { name: 'Ada Lovelace' });
      const entries = within(menu).getAllByRole('menuitem');
      expect(entries.map((entry) => entry.textContent)).toEqual(['My Favorites', 'Profile', 'Sign out']);
      expect(entries[0]).toHaveAttribute('href', '#favorites');
      await waitFor(() => expect(entries[0]).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      expect(entries[1]).toHaveFocus();
      await user.keyboard('{End}');
      expect(entries[2]).toHaveFocus();
    });

    it('closes on Escape with focus back on the button', async () => {
      const user = userEvent.setup();
      renderMenu();
      await user.tab();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('menu')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus());
    });
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  describe('when an item is activated', () => {
    it('runs it at once, closes the menu and puts focus back on the button', async () => {
      const user = userEvent.setup();
      const onAction = vi.fn();
      renderMenu([{ id: 'profile', label: 'Profile', onAction }]);
      await user.tab();
      await user.keyboard('{Enter}');
      const item = screen.getByRole('menuitem', { name: 'Profile' });
      await waitFor(() => expect(item).toHaveFocus());
      await user.keyboard('{Enter}');
      expect(onAction).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus());
    });
  });

  describe('Sign out', () => {
    it('posts the sign-out form with the authenticity token', async () => {
      const user = userEvent.setup();
      const { container } = renderMenu();
      const form = container.querySelector('form');
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/auth/logout');
      const submitted: FormData[] = [];
      form?.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted.push(new FormData(event.target as HTMLFormElement));
      });
      await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
      await user.keyboard('{End}{Enter}');
      expect(submitted).toHaveLength(1);
      expect(submitted[0]?.get('authenticity_token')).toBe('tok-123');
    });
  });
});
