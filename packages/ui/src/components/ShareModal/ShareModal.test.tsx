import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createToastQueue } from '../Toast/Toast.tsx';
import { ShareModal, type ShareModalProps } from './ShareModal.tsx';
import { loadSocialWidget, SOCIAL_WIDGET_ATTRIBUTE } from './socialWidget.ts';

const WIDGET = 'https://widgets.example.org/share.js';
const URL = 'https://schedule.example.org/2026/events/PP1001';

function widgetScripts() {
  return document.querySelectorAll(`script[${SOCIAL_WIDGET_ATTRIBUTE}]`);
}

function Page(props: Partial<ShareModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <ShareModal isOpen={open} onOpenChange={setOpen} url={URL} title="Teaching With Games" {...props} />
    </>
  );
}

afterEach(() => {
  for (const script of widgetScripts()) script.remove();
});

describe('ShareModal', () => {
  describe('when open', () => {
    it('is a dialog named "Share {title}" with the link and Copy link', () => {
      render(
        <ShareModal
          isOpen
          onOpenChange={() => undefined}
          url={URL}
          title="Teaching With Games"
          text="Mar 9"
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Share Teaching With Games' });
      expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(URL);
      expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveAttribute('readonly');
      expect(within(dialog).getByText('Mar 9')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    });
  });

  describe('Copy link', () => {
    it('writes the link to the clipboard and shows "Link copied to clipboard"', async () => {
      const user = userEvent.setup();
      render(<ShareModal isOpen onOpenChange={() => undefined} url={URL} title="Teaching With Games" />);
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(URL));
      expect(
        await screen.findByRole('alertdialog', { name: 'Link copied to clipboard' }),
      ).toBeInTheDocument();
    });

    it('puts the toast into a given queue', async () => {
      const user = userEvent.setup();
      const queue = createToastQueue();
      render(
        <ShareModal
          isOpen
          onOpenChange={() => undefined}
          url={URL}
          title="T"
          toastQueue={queue}
          writeClipboard={async () => undefined}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      await waitFor(() =>
        expect(queue.visibleToasts.map((toast) => toast.content.title)).toEqual(['Link copied to clipboard']),
      );
    });

    it('says so and selects the link when the clipboard refuses', async () => {
      const user = userEvent.setup();
      render(
        <ShareModal
          isOpen
          onOpenChange={() => undefined}
          url={URL}
          title="T"
          writeClipboard={() => Promise.reject(new Error('denied'))}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(
        await screen.findByRole('alertdialog', {
          name: 'Could not copy the link. Select it and copy it yourself.',
        }),
      ).toHaveAttribute('data-tone', 'error');
    });
  });

  describe('the social widget', () => {
    it('is not loaded before the first show, and loaded once after, however often it opens', async () => {
      const user = userEvent.setup();
      render(<Page socialWidgetUrl={WIDGET} />);
      expect(widgetScripts()).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(widgetScripts()).toHaveLength(1);
      expect(widgetScripts()[0]).toHaveAttribute('src', WIDGET);
      expect(document.head).toContainElement(widgetScripts()[0] as HTMLElement);

      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(widgetScripts()).toHaveLength(1);
    });

    it('is off by default', async () => {
      const user = userEvent.setup();
      render(<Page />);
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(widgetScripts()).toHaveLength(0);
    });

    it('loadSocialWidget adds one async script per source', () => {
      const first = loadSocialWidget(WIDGET);
      expect(loadSocialWidget(WIDGET)).toBe(first);
      expect(first.async).toBe(true);
      expect(widgetScripts()).toHaveLength(1);
    });
  });

  it('closes on Escape and returns focus to what opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Share Teaching With Games' });
    // react-aria moves focus into the dialog after it mounts (a frame later on a busy machine).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus());
  });
});
