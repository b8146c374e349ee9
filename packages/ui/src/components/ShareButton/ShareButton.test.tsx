import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './ShareButton.tsx';

const URL = 'https://schedule.example.org/2026/events/PP1001';

describe('ShareButton', () => {
  // The dialog's code loads on first open: loaded (transformed) once here, so no test waits for it.
  beforeAll(() => import('../ShareModal/ShareModal.tsx'), 60_000);

  it('is named after what it shares', () => {
    render(<ShareButton url={URL} title="Teaching With Games" />);
    expect(screen.getByRole('button', { name: 'Share Teaching With Games' })).toBeInTheDocument();
  });

  describe('given a browser with native sharing', () => {
    it('opens the share sheet with the url, title and text, and no dialog', async () => {
      const user = userEvent.setup();
      const share = vi.fn(async () => undefined);
      render(<ShareButton url={URL} title="Teaching With Games" text="Mar 9, 9:30AM" share={share} />);
      const button = screen.getByRole('button', { name: 'Share Teaching With Games' });
      expect(button).not.toHaveAttribute('aria-haspopup');
      await user.click(button);
      expect(share).toHaveBeenCalledWith({ url: URL, title: 'Teaching With Games', text: 'Mar 9, 9:30AM' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('uses navigator.share when present', async () => {
      const user = userEvent.setup();
      const share = vi.fn(async () => undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      try {
        render(<ShareButton url={URL} title="Teaching With Games" />);
        await user.click(screen.getByRole('button', { name: 'Share Teaching With Games' }));
        expect(share).toHaveBeenCalledWith({ url: URL, title: 'Teaching With Games' });
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      } finally {
        Reflect.deleteProperty(navigator, 'share');
      }
    });

    it('does nothing more when the visitor dismisses the sheet', async () => {
      const user = userEvent.setup();
      const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
      render(<ShareButton url={URL} title="T" share={share} />);
      await user.click(screen.getByRole('button', { name: 'Share T' }));
      await waitFor(() => expect(share).toHaveBeenCalled());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('falls back to the dialog when the sheet fails', async () => {
      const user = userEvent.setup();
      render(<ShareButton url={URL} title="T" share={() => Promise.reject(new TypeError('not allowed'))} />);
      await user.click(screen.getByRole('button', { name: 'Share T' }));
      // The dialog's code loads on first open.
      expect(await screen.findByRole('dialog', { name: 'Share T' }, { timeout: 5000 })).toBeInTheDocument();
    });
  });

  describe('given a browser without native sharing', () => {
    it('opens the dialog from the keyboard; Copy link copies and shows the toast; Escape returns focus', async () => {
      const user = userEvent.setup();
      expect('share' in navigator).toBe(false);
      render(<ShareButton url={URL} title="Teaching With Games" />);
      const button = screen.getByRole('button', { name: 'Share Teaching With Games' });
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      await user.tab();
      await user.keyboard('{Enter}');
      // The dialog's code loads on first open.
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Share Teaching With Games' },
        { timeout: 5000 },
      );
      await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
      expect(
        await screen.findByRole('alertdialog', { name: 'Link copied to clipboard' }),
      ).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(URL);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
    });
  });

  describe('given a page rendered on the server', () => {
    it('offers the dialog in its HTML whatever the browser has, and the share sheet once in the browser', async () => {
      const user = userEvent.setup();
      const share = vi.fn(async () => undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      try {
        // The server cannot know the browser: its HTML is the same with or without navigator.share.
        const html = renderToString(<ShareButton url={URL} title="T" />);
        expect(html).toContain('aria-haspopup="dialog"');
        render(<ShareButton url={URL} title="T" />);
        const button = screen.getByRole('button', { name: 'Share T' });
        expect(button).not.toHaveAttribute('aria-haspopup');
        await user.click(button);
        expect(share).toHaveBeenCalledWith({ url: URL, title: 'T' });
      } finally {
        Reflect.deleteProperty(navigator, 'share');
      }
    });
  });

  describe('given a list', () => {
    it('is small when asked (data-size), regular otherwise', () => {
      render(
        <>
          <ShareButton url={URL} title="A" size="small" />
          <ShareButton url={URL} title="B" />
        </>,
      );
      expect(screen.getByRole('button', { name: 'Share A' })).toHaveAttribute('data-size', 'small');
      expect(screen.getByRole('button', { name: 'Share B' })).toHaveAttribute('data-size', 'regular');
    });
  });
});
