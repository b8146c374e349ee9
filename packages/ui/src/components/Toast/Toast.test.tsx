import { TOAST_TIMEOUT_MS } from '@conf/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { createToastQueue, showToast, ToastProvider, ToastRegion, useToast } from './Toast.tsx';

function CopyLinkButton() {
  const toast = useToast();
  return <Button onPress={() => toast.show('Link copied to clipboard')}>Share</Button>;
}

describe('Toast', () => {
  describe('given a page with a toast provider', () => {
    it('shows nothing until a toast is added', () => {
      render(
        <ToastProvider>
          <CopyLinkButton />
        </ToastProvider>,
      );
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    describe('when the visitor presses Share with the keyboard', () => {
      it('announces the message in an alert inside a notifications region, with a dismiss button', async () => {
        const user = userEvent.setup();
        render(
          <ToastProvider>
            <CopyLinkButton />
          </ToastProvider>,
        );
        await user.tab();
        await user.keyboard('{Enter}');

        const region = screen.getByRole('region', { name: /^1 notification/ });
        const toast = within(region).getByRole('alertdialog', { name: 'Link copied to clipboard' });
        expect(within(toast).getByRole('alert')).toHaveTextContent('Link copied to clipboard');
        expect(within(toast).getByRole('button', { name: 'Close' })).toBeInTheDocument();
        expect(toast).toHaveAttribute('data-tone', 'neutral');
        // Focus stays where the visitor was; the toast does not steal it.
        expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
      });
    });
  });

  describe('timing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('disappears after 3 seconds by default', () => {
      const queue = createToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => {
        showToast(queue, 'Link copied to clipboard');
      });
      expect(screen.getByRole('alertdialog', { name: 'Link copied to clipboard' })).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
      });
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(TOAST_TIMEOUT_MS).toBe(3000);
    });

    it('calls onClose when it times out', () => {
      const queue = createToastQueue();
      const onClose = vi.fn();
      render(<ToastRegion queue={queue} />);
      act(() => {
        showToast(queue, 'Saved', { onClose });
      });
      act(() => {
        vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
      });
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('stays until dismissed when the timeout is null', () => {
      const queue = createToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => {
        showToast(queue, { title: 'Could not save', tone: 'error' }, { timeout: null });
      });
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByRole('alertdialog', { name: 'Could not save' })).toHaveAttribute(
        'data-tone',
        'error',
      );
    });
  });

  describe('when the visitor dismisses a toast', () => {
    it('closes it from the close button', async () => {
      const user = userEvent.setup();
      const queue = createToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => {
        showToast(queue, { title: 'Favorited', description: 'See it in My Favorites' });
      });
      const toast = screen.getByRole('alertdialog', { name: 'Favorited' });
      expect(toast).toHaveAccessibleDescription('See it in My Favorites');
      await user.click(within(toast).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe('several toasts', () => {
    it('shows as many as maxVisibleToasts allows, the rest waiting their turn', () => {
      const queue = createToastQueue({ maxVisibleToasts: 2 });
      render(<ToastRegion queue={queue} aria-label="Notifications" closeLabel="Dismiss" />);
      const keys: string[] = [];
      act(() => {
        keys.push(showToast(queue, 'First', { timeout: null }));
        keys.push(showToast(queue, 'Second', { timeout: null }));
        keys.push(showToast(queue, 'Third', { timeout: null }));
      });
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(within(region).getAllByRole('alertdialog')).toHaveLength(2);
      expect(within(region).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);

      act(() => {
        for (const key of keys.slice(0, 2)) queue.close(key);
      });
      expect(screen.getByRole('alertdialog', { name: 'Third' })).toBeInTheDocument();
    });
  });

  describe('useToast outside a provider', () => {
    it('throws a clear error', () => {
      // React logs the error it rethrows; this test expects it.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(() => render(<CopyLinkButton />)).toThrow('useToast must be used inside a <ToastProvider>');
    });
  });
});
