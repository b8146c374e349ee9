import { Button } from '@conf/ui';
import { useId, useState } from 'react';

/**
 * A link to hand on (shared schedule, calendar feed): shown read-only, selectable, with a Copy
 * button whose result is announced.
 */
export function CopyableLink({ label, url }: { label: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="site-field">
      <label htmlFor={id}>{label}</label>
      <div className="site-copy-field">
        <input id={id} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button onPress={() => void copy()}>Copy link</Button>
      </div>
      <p role="status" className="site-setting-status">
        {copied === 'copied'
          ? 'Link copied to clipboard'
          : copied === 'failed'
            ? 'Select the link and copy it.'
            : ''}
      </p>
    </div>
  );
}
