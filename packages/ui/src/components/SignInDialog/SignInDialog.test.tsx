import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { SignInDialog, signInFailureMessage } from './SignInDialog.tsx';

function Page({ onOpenChange = () => undefined }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Favorite</Button>
      <SignInDialog
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        loginHref="/login?origin=%2Fevents%2FPP1"
      />
    </>
  );
}

async function openWithKeyboard(onOpenChange?: (open: boolean) => void) {
  const user = userEvent.setup();
  render(<Page {...(onOpenChange ? { onOpenChange } : {})} />);
  await user.tab();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Start favoriting events' });
  // react-aria moves focus into the dialog after it mounts (a frame later on a busy machine).
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, dialog };
}

describe('SignInDialog', () => {
  it('renders nothing while closed', () => {
    render(<SignInDialog isOpen={false} onOpenChange={() => undefined} loginHref="/login" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('given a visitor who opened it with the keyboard', () => {
    it('is a dialog titled "Start favoriting events" with a text, Log in and Stay logged out', async () => {
      const { dialog } = await openWithKeyboard();
      expect(within(dialog).getByRole('heading', { name: 'Start favoriting events' })).toBeInTheDocument();
      expect(within(dialog).getByText(/Log in to save sessions/)).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?origin=%2Fevents%2FPP1',
      );
      expect(within(dialog).getByRole('button', { name: 'Stay logged out' })).toBeInTheDocument();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    it('traps focus inside', async () => {
      const { user, dialog } = await openWithKeyboard();
      for (let i = 0; i < 5; i++) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('closes on "Stay logged out" and returns focus to the trigger', async () => {
      const onOpenChange = vi.fn();
      const { user, dialog } = await openWithKeyboard(onOpenChange);
      await user.click(within(dialog).getByRole('button', { name: 'Stay logged out' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' })).toHaveFocus());
    });

    it('closes on Escape and returns focus to the trigger', async () => {
      const { user } = await openWithKeyboard();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' })).toHaveFocus());
    });
  });

  describe('with onSignIn (an embed on another site)', () => {
    it('signs in from the keyboard with "Log in", a button, and closes when signed in', async () => {
      const onSignIn = vi.fn(async () => undefined);
      const onOpenChange = vi.fn();
      const user = userEvent.setup();
      render(<SignInDialog isOpen onOpenChange={onOpenChange} onSignIn={onSignIn} />);
      const dialog = screen.getByRole('dialog', { name: 'Start favoriting events' });
      expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      while (!within(dialog).getByRole('button', { name: 'Log in' }).matches(':focus')) await user.tab();
      await user.keyboard('{Enter}');
      expect(onSignIn).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    });
  });
});

describe('signInFailureMessage', () => {
  it("says why by the error's reason", () => {
    expect(signInFailureMessage({ reason: 'popup_blocked' })).toMatch(/blocked the sign-in window/);
    expect(signInFailureMessage({ reason: 'cancelled' })).toMatch(/cancelled/);
    expect(signInFailureMessage({ reason: 'closed' })).toMatch(/closed before you allowed/);
    expect(signInFailureMessage(new Error('network'))).toBe('Could not sign you in. Try again.');
  });
});
