import { useEffect, useRef, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { createToastQueue, showToast, type ToastQueue, ToastRegion } from '../Toast/Toast.tsx';
import { loadSocialWidget } from './socialWidget.ts';

/** The toast after a copy (spec section 4). */
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';
/** The toast when the clipboard refuses the link. */
export const COPY_FAILED_MESSAGE = 'Could not copy the link. Select it and copy it yourself.';

/** Props of {@link ShareModal}. */
export interface ShareModalProps {
  /** Whether it is open (controlled). */
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link to share (absolute). */
  url: string;
  /** What is shared; the dialog is titled "Share {title}". */
  title: string;
  /** A line about it, shown under the title. */
  text?: string;
  /** The social-media widget script, loaded on the first show; `null` (the default) loads none. */
  socialWidgetUrl?: string | null;
  /** Writes text to the clipboard; `navigator.clipboard.writeText` by default. */
  writeClipboard?: (text: string) => Promise<void>;
  /**
   * Where the copy toasts go, e.g. the site's `ToastProvider` queue. By default the dialog has its own
   * queue and notifications region.
   */
  toastQueue?: ToastQueue;
}

function writeWithNavigator(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('The clipboard is not available'));
  return navigator.clipboard.writeText(text);
}

/**
 * The sharing dialog for browsers without native sharing (spec sections 2 and 4): a {@link Modal}
 * titled "Share {title}" with the link in a read-only field (selected on focus) and "Copy link",
 * which writes it to the clipboard and shows the toast "Link copied to clipboard" (or, when the
 * clipboard refuses, an error toast and the link selected for a manual copy). When
 * `socialWidgetUrl` is set, the widget script is added on the first show only, once per page.
 * A `[data-social-widget]` element is left for the widget to fill.
 */
export function ShareModal({
  isOpen,
  onOpenChange,
  url,
  title,
  text,
  socialWidgetUrl = null,
  writeClipboard = writeWithNavigator,
  toastQueue,
}: ShareModalProps) {
  const [ownQueue] = useState(() => toastQueue ?? createToastQueue());
  const queue = toastQueue ?? ownQueue;
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (isOpen && socialWidgetUrl) loadSocialWidget(socialWidgetUrl);
  }, [isOpen, socialWidgetUrl]);

  const copy = async () => {
    try {
      await writeClipboard(url);
      showToast(queue, { title: LINK_COPIED_MESSAGE, tone: 'success' });
    } catch {
      inputRef.current?.select();
      showToast(queue, { title: COPY_FAILED_MESSAGE, tone: 'error' });
    }
  };

  return (
    <>
      <Modal title={`Share ${title}`} isOpen={isOpen} onOpenChange={onOpenChange} className="conf-ShareModal">
        {text ? <p className="conf-ShareModal-text">{text}</p> : null}
        <div className="conf-ShareModal-link">
          <TextField value={url} isReadOnly className="conf-ShareModal-field">
            <Label className="conf-ShareModal-label">Link</Label>
            <Input
              ref={inputRef}
              className="conf-ShareModal-input"
              onFocus={(event) => event.currentTarget.select()}
            />
          </TextField>
          <Button variant="primary" onPress={copy}>
            Copy link
          </Button>
        </div>
        {socialWidgetUrl ? <div className="conf-ShareModal-social" data-social-widget={url} /> : null}
      </Modal>
      {toastQueue ? null : <ToastRegion queue={queue} />}
    </>
  );
}
