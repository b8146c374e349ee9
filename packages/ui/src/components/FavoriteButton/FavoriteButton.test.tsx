import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.ts';
import { FavoriteButton, type FavoriteButtonProps } from './FavoriteButton.tsx';

function renderButton(props: Partial<FavoriteButtonProps> = {}) {
  const onToggle = props.onToggle ?? vi.fn(async () => undefined);
  const view = render(
    <FavoriteButton
      itemType="events"
      itemId="PP1001"
      itemName="Teaching With Games"
      favorited={false}
      signedIn
      loginHref="/login"
      {...props}
      onToggle={onToggle}
    />,
  );
  return { ...view, onToggle, user: userEvent.setup() };
}

describe('FavoriteButton', () => {
  // The dialog's code loads on first open: loaded (transformed) once here, so no test waits for it.
  beforeAll(() => import('../SignInDialog/SignInDialog.tsx'), 60_000);

  describe('given a signed-in user', () => {
    it('is a toggle named after the item, not pressed, with its item data', () => {
      renderButton();
      const button = screen.getByRole('button', { name: 'Favorite Teaching With Games' });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(button).toHaveAttribute('data-item-type', 'events');
      expect(button).toHaveAttribute('data-item-id', 'PP1001');
      expect(button).toHaveAttribute('data-size', 'regular');
    });

    it('shows Favorited, pressed, for a favorite', () => {
      renderButton({ favorited: true, size: 'small' });
      const button = screen.getByRole('button', { name: 'Favorited Teaching With Games' });
      expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(button).toHaveAttribute('data-size', 'small');
    });

    describe('when they press it with the keyboard', () => {
      it('shows Favorited at once, busy with a spinner, and ignores presses until saved', async () => {
        const save = deferred();
        const onToggle = vi.fn(() => save.promise);
        const { user } = renderButton({ onToggle });
        await user.tab();
        await user.keyboard('{Enter}');
        const button = screen.getByRole('button', { name: /^Favorited Teaching With Games Saving…$/ });
        expect(button).toHaveAttribute('aria-pressed', 'true');
        expect(button.closest('[aria-busy="true"]')).not.toBeNull();
        expect(button).toHaveFocus();
        await user.keyboard('{Enter}');
        await user.click(button);
        expect(onToggle).toHaveBeenCalledTimes(1);
        expect(onToggle).toHaveBeenCalledWith(true);

        await act(async () => save.resolve());
        const saved = screen.getByRole('button', { name: 'Favorited Teaching With Games' });
        expect(saved.closest('[aria-busy="true"]')).toBeNull();
        expect(saved).toHaveFocus();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      });

      it('unfavorites a favorite with Space', async () => {
        const { user, onToggle } = renderButton({ favorited: true });
        await user.tab();
        await user.keyboard(' ');
        expect(onToggle).toHaveBeenCalledWith(false);
        await waitFor(() =>
          expect(screen.getByRole('button', { name: 'Favorite Teaching With Games' })).toHaveAttribute(
            'aria-pressed',
            'false',
          ),
        );
      });
    });

    describe('when saving fails', () => {
      it('rolls back to the previous state and says so, until the next press', async () => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const save = deferred();
        const onToggle = vi.fn(() => save.promise);
        const { user } = renderButton({ onToggle });
        await user.click(screen.getByRole('button', { name: 'Favorite Teaching With Games' }));
        expect(screen.getByRole('button', { name: /^Favorited/ })).toHaveAttribute('aria-pressed', 'true');

        await act(async () => save.reject(new Error('503')));
        const button = screen.getByRole('button', { name: 'Favorite Teaching With Games' });
        expect(button).toHaveAttribute('aria-pressed', 'false');
        expect(screen.getByRole('alert')).toHaveTextContent('Could not update your favorites. Try again.');
        expect(errors).toHaveBeenCalledTimes(1);

        onToggle.mockImplementation(async () => undefined);
        await user.click(button);
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Favorited Teaching With Games' })).toBeInTheDocument();
      });
    });

    it('follows a change of `favorited` from the host', () => {
      const { rerender, onToggle } = renderButton();
      rerender(
        <FavoriteButton
          itemType="events"
          itemId="PP1001"
          itemName="Teaching With Games"
          favorited
          signedIn
          loginHref="/login"
          onToggle={onToggle}
        />,
      );
      expect(screen.getByRole('button', { name: 'Favorited Teaching With Games' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });

  describe('given a signed-out visitor', () => {
    it('is a plain button (not a toggle) that opens a dialog', () => {
      renderButton({ signedIn: false });
      const button = screen.getByRole('button', { name: 'Favorite Teaching With Games' });
      expect(button).not.toHaveAttribute('aria-pressed');
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    });

    it('shows the tooltip "Sign in to add to your favorites" on keyboard focus', async () => {
      const { user } = renderButton({ signedIn: false });
      await user.tab();
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent('Sign in to add to your favorites');
      expect(
        screen.getByRole('button', { name: 'Favorite Teaching With Games' }),
      ).toHaveAccessibleDescription('Sign in to add to your favorites');
    });

    it('shows the tooltip on hover after the delay, and hides it on Escape and when the pointer leaves', async () => {
      const { user } = renderButton({ signedIn: false, tooltipDelay: 300 });
      const button = screen.getByRole('button', { name: 'Favorite Teaching With Games' });
      await user.hover(button);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Sign in to add to your favorites');
      await user.unhover(button);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await user.tab();
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      expect(button).not.toHaveAttribute('aria-describedby');
    });

    it('asks a loginHref function for the address when the dialog opens', async () => {
      const where = vi.fn(() => '/login?origin=%2Fsearch%3Fpage%3D2');
      const { user } = renderButton({ signedIn: false, loginHref: where });
      expect(where).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Favorite Teaching With Games' }));
      const dialog = await screen.findByRole('dialog', { name: 'Start favoriting events' });
      expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?origin=%2Fsearch%3Fpage%3D2',
      );
      expect(where).toHaveBeenCalledTimes(1);
    });

    describe('when they press it', () => {
      it('opens the sign-in dialog without saving, and focus returns on "Stay logged out"', async () => {
        const { user, onToggle } = renderButton({ signedIn: false, loginHref: '/login?origin=%2F' });
        await user.tab();
        await user.keyboard('{Enter}');
        // The dialog's code loads on first open.
        const dialog = await screen.findByRole(
          'dialog',
          { name: 'Start favoriting events' },
          { timeout: 5000 },
        );
        expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
          'href',
          '/login?origin=%2F',
        );
        await user.click(within(dialog).getByRole('button', { name: 'Stay logged out' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(onToggle).not.toHaveBeenCalled();
        await waitFor(() =>
          expect(screen.getByRole('button', { name: 'Favorite Teaching With Games' })).toHaveFocus(),
        );
      });
    });
  });
});
