import { TOAST_TIMEOUT_MS } from '@conf/core';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
  Text,
} from 'react-aria-components';

/** Tone of a toast, exposed as `data-tone` for the theme. */
export type ToastTone = 'neutral' | 'success' | 'error';

/** What a toast says. */
export interface ToastMessage {
  /** Main line, e.g. "Link copied to clipboard". */
  title: string;
  /** Optional second line. */
  description?: string;
  /** Defaults to `neutral`. */
  tone?: ToastTone;
}

/** Options of one toast. */
export interface ShowToastOptions {
  /** Milliseconds before it closes itself; defaults to 3000 (TOAST_TIMEOUT_MS). `null` keeps it until dismissed. */
  timeout?: number | null;
  /** Called when it closes, by timeout or by the user. */
  onClose?: () => void;
}

/** The queue of toasts shown by a {@link ToastRegion} (react-aria-components' toast queue). */
export type ToastQueue = AriaToastQueue<ToastMessage>;

/** Creates a toast queue; by default one toast is visible at a time and the others wait their turn. */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new AriaToastQueue<ToastMessage>(options);
}

/** Adds a toast to a queue and returns its key (for {@link ToastQueue.close}). */
export function showToast(
  queue: ToastQueue,
  message: ToastMessage | string,
  options: ShowToastOptions = {},
): string {
  const content = typeof message === 'string' ? { title: message } : message;
  const { timeout = TOAST_TIMEOUT_MS, onClose } = options;
  return queue.add(content, {
    ...(timeout === null ? {} : { timeout }),
    ...(onClose ? { onClose } : {}),
  });
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The queue whose toasts are shown. */
  queue: ToastQueue;
  /** Name of the notifications landmark; react-aria's localised "{n} notifications" by default. */
  'aria-label'?: string;
  /** Accessible name of each dismiss button; react-aria's localised "Close" by default. */
  closeLabel?: string;
  /** Extra class on the region. */
  className?: string;
}

function ToastItem({
  toast,
  closeLabel,
}: {
  toast: QueuedToast<ToastMessage>;
  closeLabel: string | undefined;
}) {
  const { title, description, tone = 'neutral' } = toast.content;
  return (
    <AriaToast toast={toast} className="conf-Toast" data-tone={tone}>
      <AriaToastContent className="conf-Toast-content">
        <Text slot="title" className="conf-Toast-title">
          {title}
        </Text>
        {description ? (
          <Text slot="description" className="conf-Toast-description">
            {description}
          </Text>
        ) : null}
      </AriaToastContent>
      <AriaButton slot="close" className="conf-Toast-close" aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </AriaButton>
    </AriaToast>
  );
}

/**
 * Shows the toasts of a queue in a notifications landmark (rendered into `document.body`, only while
 * there are toasts). Each toast is a non-modal `alertdialog` whose content is a `role="alert"` live region,
 * with a dismiss button; F6 moves focus into the region and back. Timers pause while it is hovered or focused.
 */
export function ToastRegion({ queue, closeLabel, className, ...props }: ToastRegionProps) {
  return (
    <AriaToastRegion
      queue={queue}
      className={className ? `conf-ToastRegion ${className}` : 'conf-ToastRegion'}
      {...props}
    >
      {({ toast }) => <ToastItem toast={toast} closeLabel={closeLabel} />}
    </AriaToastRegion>
  );
}

/** What {@link useToast} gives. */
export interface ToastApi {
  /** Shows a toast and returns its key. */
  show(message: ToastMessage | string, options?: ShowToastOptions): string;
  /** Closes a toast by key. */
  close(key: string): void;
}

const ToastContext = createContext<ToastQueue | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps extends Omit<ToastRegionProps, 'queue'> {
  /** A queue to use, e.g. one the application also fills outside React; a new one is made by default. */
  queue?: ToastQueue;
  children?: ReactNode;
}

/** Provides {@link useToast} to its children and renders their {@link ToastRegion}. */
export function ToastProvider({ queue, children, ...regionProps }: ToastProviderProps) {
  const [ownQueue] = useState(() => queue ?? createToastQueue());
  const active = queue ?? ownQueue;
  return (
    <ToastContext.Provider value={active}>
      {children}
      <ToastRegion queue={active} {...regionProps} />
    </ToastContext.Provider>
  );
}

/** Shows toasts from any component under a {@link ToastProvider}. */
export function useToast(): ToastApi {
  const queue = useContext(ToastContext);
  if (queue === null) throw new Error('useToast must be used inside a <ToastProvider>');
  return useMemo(
    () => ({
      show: (message, options) => showToast(queue, message, options),
      close: (key) => queue.close(key),
    }),
    [queue],
  );
}
