import type { CurrentUser } from '@conf/api-client';
import { type ChangeEvent, useId, useState } from 'react';
import { useSite } from '../site.tsx';
import { useRemoteValue } from './useRemoteValue.ts';

/**
 * "Show my name in who's interested lists" (`show_in_interested`, `PUT /api/me/settings`): off for
 * new accounts. Changes save at once; the server's answer is what the box shows afterwards.
 */
export function PrivacySetting() {
  const { api } = useSite();
  const me = useRemoteValue<CurrentUser>(() => api.GET('/api/me'), 'settings');
  const [draft, setDraft] = useState<boolean | null>(null);
  const hintId = useId();
  const shown = me.value?.show_in_interested ?? false;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.checked;
    setDraft(next);
    await me.change(() => api.PUT('/api/me/settings', { body: { show_in_interested: next } }));
    setDraft(null);
  };

  return (
    <div className="site-setting">
      <label>
        <input
          type="checkbox"
          checked={draft ?? shown}
          disabled={me.status === 'loading' || me.status === 'failed'}
          aria-describedby={hintId}
          onChange={(event) => void onChange(event)}
        />
        Show my name in “Who’s interested” lists
      </label>
      <p id={hintId} className="site-field-hint">
        Events, speakers and venues list the people who favorited them. When this is on, others see your name
        and photo there; when it is off you are only counted in the total, never named.
      </p>
      <p role="status" className="site-setting-status">
        {me.status === 'saving'
          ? 'Saving…'
          : (me.problem ??
            (me.status === 'ready' ? (shown ? 'Your name is shown.' : 'Your name is hidden.') : ''))}
      </p>
    </div>
  );
}
