import type { components } from '@conf/api-client';
import { type FormEvent, useId, useState } from 'react';
import { useSite } from '../site.tsx';
import { CopyableLink } from './CopyableLink.tsx';
import { useRemoteValue } from './useRemoteValue.ts';

type ScheduleShare = components['schemas']['ScheduleShare'];

/**
 * The my-schedule share checkbox (spec section 2: it submits its parent form automatically when
 * toggled). Ticking it publishes a read-only link to the user's schedule (`PUT /api/me/schedule-share`
 * `{enabled: true}`); unticking revokes the link, which stops working at once. While a change is
 * saved the box shows the new choice; the server's answer then decides.
 */
export function ScheduleShareForm() {
  const { api } = useSite();
  const share = useRemoteValue<ScheduleShare>(() => api.GET('/api/me/schedule-share'), 'schedule sharing');
  const [draft, setDraft] = useState<boolean | null>(null);
  const hintId = useId();
  const enabled = share.value?.enabled ?? false;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.elements.namedItem('enabled');
    const next = box instanceof HTMLInputElement ? box.checked : !enabled;
    setDraft(next);
    await share.change(() => api.PUT('/api/me/schedule-share', { body: { enabled: next } }));
    setDraft(null);
  };

  return (
    <form className="site-setting" onSubmit={(event) => void submit(event)} aria-label="Share my schedule">
      <label>
        <input
          type="checkbox"
          name="enabled"
          checked={draft ?? enabled}
          disabled={share.status === 'loading' || share.status === 'failed'}
          aria-describedby={hintId}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        Share my schedule
      </label>
      <p id={hintId} className="site-field-hint">
        Publishes a read-only page of your favorites that anyone with the link can open, without signing in.
        Untick the box to revoke the link: it stops working at once (sharing again gives a new link).
      </p>
      {share.value?.enabled && share.value.url ? (
        <CopyableLink label="Link to your schedule" url={share.value.url} />
      ) : null}
      <p role="status" className="site-setting-status">
        {share.status === 'saving'
          ? 'Saving…'
          : (share.problem ??
            (share.status === 'ready'
              ? enabled
                ? 'Your schedule is shared.'
                : 'Your schedule is private.'
              : ''))}
      </p>
    </form>
  );
}
