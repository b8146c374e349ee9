import { lazy, type MouseEvent, Suspense, useState, useSyncExternalStore } from 'react';
import { cx } from '../../internal/classNames.ts';
import { PlainButton } from '../../internal/PlainButton.tsx';
import { VisuallyHidden } from '../../internal/VisuallyHidden.tsx';
import type { ButtonVariant } from '../Button/Button.tsx';
import type { ToastQueue } from '../Toast/Toast.tsx';

/** The dialog's code (react-aria's modal, focus scope, toast) loads when it first opens. */
const ShareModal = /* @__PURE__ */ lazy(() =>
  import('../ShareModal/ShareModal.tsx').then((module) => ({ default: module.ShareModal })),
);

/** What is handed to the browser's share sheet. */
export interface ShareData {
  url: string;
  title: string;
  text?: string;
}

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** The link to share (absolute). */
  url: string;
  /** What is shared; also part of the button's accessible name ("Share Opening Keynote"). */
  title: string;
  /** A line about it. */
  text?: string;
  /** The social-media widget script of the fallback dialog; `null` (the default) loads none. */
  socialWidgetUrl?: string | null;
  /**
   * The native share sheet; `navigator.share` when the browser has it. `null` forces the dialog.
   * (Injectable so that stories and tests can drive both paths.)
   */
  share?: ((data: ShareData) => Promise<void>) | null;
  /** Writes text to the clipboard (the dialog's Copy link); `navigator.clipboard.writeText` by default. */
  writeClipboard?: (text: string) => Promise<void>;
  /** Where the dialog's toasts go (e.g. the site's toast queue); the dialog has its own by default. */
  toastQueue?: ToastQueue;
  /** Visible text of the button. Defaults to `Share`. */
  label?: string;
  /** Defaults to `secondary`. */
  variant?: ButtonVariant;
  /** `small` in lists (a result tile's actions); exposed as `data-size`. Defaults to `regular`. */
  size?: 'small' | 'regular';
  className?: string;
}

function hasNativeShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

const nativeShare = (data: ShareData): Promise<void> => navigator.share(data);
const neverChanges = () => () => {};
const notOnServer = () => false;

/**
 * Whether the browser shares natively: `false` on the server and while hydrating (the server cannot
 * know), so the page's HTML matches; the browser's answer right after.
 */
function useNativeShare(): boolean {
  return useSyncExternalStore(neverChanges, hasNativeShare, notOnServer);
}

/** Whether the visitor dismissed the share sheet (a `DOMException` named AbortError, not always an `Error`). */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The Share button (spec sections 2 and 4). Where the browser can share natively it opens the
 * share sheet and nothing else; the visitor dismissing the sheet is not an error. Otherwise (or if
 * the share sheet fails for another reason) it opens the {@link ShareModal}: the link, "Copy link"
 * with the toast "Link copied to clipboard", and the social widget loaded on first show.
 *
 * A {@link PlainButton} (a native button with the Button look): a result list has one per tile.
 */
export function ShareButton({
  url,
  title,
  text,
  socialWidgetUrl = null,
  share,
  writeClipboard,
  toastQueue,
  label = 'Share',
  variant = 'secondary',
  size = 'regular',
  className,
}: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const native = useNativeShare();
  const shareSheet = share === undefined ? (native ? nativeShare : null) : share;
  const data: ShareData = text === undefined ? { url, title } : { url, title, text };

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    // Focus returns to the button when the dialog closes (Safari does not focus a clicked button).
    event.currentTarget.focus();
    if (shareSheet === null) {
      setOpen(true);
      return;
    }
    try {
      await shareSheet(data);
    } catch (error) {
      if (!isAbort(error)) setOpen(true);
    }
  };

  return (
    <>
      <PlainButton
        variant={variant}
        className={cx('conf-ShareButton', className)}
        data-size={size}
        {...(shareSheet === null ? { 'aria-haspopup': 'dialog' as const } : {})}
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="conf-ShareButton-icon">
          <path
            d="M12 3v12m0-12-4 4m4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {label}
        <VisuallyHidden elementType="span"> {title}</VisuallyHidden>
      </PlainButton>
      {open ? (
        <Suspense fallback={null}>
          <ShareModal
            isOpen
            onOpenChange={setOpen}
            url={url}
            title={title}
            socialWidgetUrl={socialWidgetUrl}
            {...(text !== undefined ? { text } : {})}
            {...(writeClipboard ? { writeClipboard } : {})}
            {...(toastQueue ? { toastQueue } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}
