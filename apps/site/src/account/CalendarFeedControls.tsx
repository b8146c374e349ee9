import type { components } from '@conf/api-client';
import { Button, Link } from '@conf/ui';
import { type FormEvent, useId, useState } from 'react';
import { useSite } from '../site.tsx';
import { CopyableLink } from './CopyableLink.tsx';
import { useRemoteValue } from './useRemoteValue.ts';

type CalendarFeed = components['schemas']['CalendarFeed'];

/**
 * The private calendar feed of the user's favorites: a checkbox that turns it on or off (off revokes
 * the address), its address with a webcal "Subscribe" link for calendar apps, and "Get a new address"
 * for when the address leaked (the old one stops working).
 */
export function CalendarFeedControls() {
  const { api } = useSite();
  const feed = useRemoteValue<CalendarFeed>(() => api.GET('/api/me/calendar-feed'), 'calendar feed');
  const [draft, setDraft] = useState<boolean | null>(null);
  const hintId = useId();
  const enabled = feed.value?.enabled ?? false;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.elements.namedItem('enabled');
    const next = box instanceof HTMLInputElement ? box.checked : !enabled;
    setDraft(next);
    await feed.change(() => api.PUT('/api/me/calendar-feed', { body: { enabled: next } }));
    setDraft(null);
  };

  return (
    <form className="site-setting" onSubmit={(event) => void submit(event)} aria-label="Calendar feed">
      <label>
        <input
          type="checkbox"
          name="enabled"
          checked={draft ?? enabled}
          disabled={feed.status === 'loading' || feed.status === 'failed'}
          aria-describedby={hintId}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        Calendar feed of my favorites
      </label>
      <p id={hintId} className="site-field-hint">
        Subscribe in your calendar app to see the events you favorited, kept up to date. The address is
        private: anyone who has it can read your schedule. Untick the box to revoke it.
      </p>
      {feed.value?.enabled && feed.value.url ? (
        <>
          <CopyableLink label="Calendar feed address" url={feed.value.url} />
          <p className="site-copy-field">
            {feed.value.webcal_url ? (
              <Link href={feed.value.webcal_url} isExternal>
                Subscribe in your calendar app
              </Link>
            ) : null}
            <Button
              isDisabled={feed.status === 'saving'}
              onPress={() => void feed.change(() => api.POST('/api/me/calendar-feed/rotate'))}
            >
              Get a new address
            </Button>
          </p>
        </>
      ) : null}
      <p role="status" className="site-setting-status">
        {feed.status === 'saving' ? 'Saving…' : (feed.problem ?? '')}
      </p>
    </form>
  );
}
