import { type KeyboardEvent, useId } from 'react';
import { Button } from '../Button/Button.tsx';

/** Props of {@link UpdatePrompt}. */
export interface UpdatePromptProps {
  /** Activates the new version and reloads the page. */
  onReload: () => void;
  /** Keeps the current version for now (the new one takes over when every tab of the site is closed). */
  onLater: () => void;
  /** The sentence under the title. */
  message?: string;
}

/**
 * "Update available": a polite status (announced without moving focus) at the bottom of the page,
 * shown when a new version of the site is installed and waiting, with Reload and Later buttons.
 * Escape inside it means Later. Never shown on its own: the site mounts it when its service worker
 * has a new version waiting, so that pages never mix two versions silently.
 */
export function UpdatePrompt({
  onReload,
  onLater,
  message = 'A new version of this site is ready. Reload to use it.',
}: UpdatePromptProps) {
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onLater();
  };
  return (
    <div className="conf-UpdatePrompt" role="status" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <p className="conf-UpdatePrompt-title" id={titleId}>
        Update available
      </p>
      <p className="conf-UpdatePrompt-message">{message}</p>
      <div className="conf-UpdatePrompt-actions">
        <Button variant="primary" onPress={onReload}>
          Reload
        </Button>
        <Button variant="ghost" onPress={onLater}>
          Later
        </Button>
      </div>
    </div>
  );
}
