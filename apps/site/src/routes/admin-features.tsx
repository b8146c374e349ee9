import { ApiError, type FeatureFlags, unwrap } from '@conf/api-client';
import { FEATURE_FLAGS, type FeatureFlag, type Features } from '@conf/core';
import { Button, Card, Container, Link } from '@conf/ui';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { loginHref } from '../auth/authLocation.ts';
import { FLAG_DESCRIPTIONS } from '../features/flagDescriptions.ts';
import { featureClientOf } from '../features/siteFeatures.ts';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { useSite } from '../site.tsx';

export const ADMIN_FEATURES_PATH = '/admin/features';
export const ADMINS_ONLY_MESSAGE = 'Only administrators can change feature flags.';
export const SAVED_MESSAGE = 'Saved. Every server follows at once; open pages pick it up within 5 minutes.';

/** What a failed call gave: the HTTP status and the API's error body, or the thrown error. */
interface CallFailure {
  status?: number;
  message?: string;
  /** A validation failure's problems, as `/alphanav: must be boolean`. */
  problems?: string[];
}

const withoutFullStop = (text: string) => text.replace(/\.$/, '');

/**
 * A failed save in words for the admin. Nothing was changed on a failure (the server replaces the
 * flags in one step), so every message says what to do next.
 */
export function saveProblem({ status, message, problems }: CallFailure): string {
  if (status === 401) return 'Your session has ended. Sign in again, then save the flags.';
  if (status === 403) return `${ADMINS_ONLY_MESSAGE} Your account is not an administrator’s.`;
  if (status === 400) {
    const what = [message ?? 'they were not valid', ...(problems ?? [])].map(withoutFullStop).join('; ');
    return `The server refused the flags: ${what}.`;
  }
  if (status === undefined) {
    return 'The flags could not be saved: the server could not be reached. Check your connection and try again.';
  }
  const what = message === undefined ? `error ${status}` : withoutFullStop(message);
  return `The flags could not be saved (${what}). Nothing was changed; please try again.`;
}

/** How many flags of the form differ from those in force. */
function changedCount(draft: Features, saved: Features): number {
  return FEATURE_FLAGS.filter((flag) => draft[flag] !== saved[flag]).length;
}

/** The failure of an API call: its status, and the message and problems of the error body. */
function failureOf(error: ApiError): CallFailure {
  const problems = error.errors.map((item) => (item.path ? `${item.path}: ${item.message}` : item.message));
  return { status: error.status, message: error.message, ...(problems.length > 0 ? { problems } : {}) };
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; flags: Features };

/** The flags in force, straight from the server (not the 5-minute cache: an admin edits the truth). */
function useFlagsInForce(): [Loaded, (flags: Features) => void, () => void] {
  const site = useSite();
  const { api } = site;
  const client = featureClientOf(site);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(
    (live: () => boolean) => {
      api
        .GET('/api/web/features')
        .then(unwrap)
        .then((data) => {
          if (!live()) return;
          setLoaded({ state: 'ready', flags: data });
          // What the server holds now: this browser's cache follows too.
          client.replace(data);
        })
        .catch((error: unknown) => {
          console.info('Could not load the feature flags', error);
          if (live()) setLoaded({ state: 'failed' });
        });
    },
    [api, client],
  );

  useEffect(() => {
    let live = true;
    load(() => live);
    return () => {
      live = false;
    };
  }, [load]);

  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    load(() => true);
  }, [load]);
  const setSaved = useCallback((flags: Features) => setLoaded({ state: 'ready', flags }), []);
  return [loaded, setSaved, retry];
}

function FlagField({
  flag,
  checked,
  inForce,
  onChange,
}: {
  flag: FeatureFlag;
  checked: boolean;
  inForce: boolean;
  onChange: (flag: FeatureFlag, on: boolean) => void;
}) {
  const id = useId();
  const { label, description } = FLAG_DESCRIPTIONS[flag];
  return (
    <li className="site-flag" data-changed={checked !== inForce || undefined}>
      <input
        id={`${id}-input`}
        type="checkbox"
        name={flag}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(flag, event.currentTarget.checked)}
      />
      <label htmlFor={`${id}-input`}>
        {label} <code>({flag})</code>
      </label>
      <p id={`${id}-hint`} className="site-field-hint">
        {description}
        {checked !== inForce ? ` Now ${inForce ? 'on' : 'off'}; not saved yet.` : ''}
      </p>
    </li>
  );
}

/**
 * The flag form: one checkbox per flag (checkboxes, not switches: nothing applies until Save, and a
 * form of checkboxes with a submit button is what that means to assistive technology; native inputs,
 * since the site itself does not depend on react-aria-components and @conf/ui has no switch).
 * Save sends all nine flags (PUT /api/admin/features); the server's answer is then shown, and put in
 * this browser's flag cache so that its pages follow at once.
 */
function FlagForm({ inForce, onSaved }: { inForce: Features; onSaved: (flags: Features) => void }) {
  const site = useSite();
  const { api } = site;
  const client = featureClientOf(site);
  const [draft, setDraft] = useState<Features>(inForce);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<CallFailure | null>(null);
  const changed = changedCount(draft, inForce);

  const onChange = (flag: FeatureFlag, on: boolean) => {
    setDraft((current) => ({ ...current, [flag]: on }));
    setStatus('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setProblem(null);
    setStatus('Saving…');
    let failure: CallFailure;
    try {
      const body: FeatureFlags = { ...draft };
      const data = unwrap(await api.PUT('/api/admin/features', { body }));
      setDraft(data);
      onSaved(data);
      client.replace(data);
      setStatus(SAVED_MESSAGE);
      return;
    } catch (error) {
      if (error instanceof ApiError) failure = failureOf(error);
      else {
        console.info('Could not reach the server to save the feature flags', error);
        failure = {};
      }
    } finally {
      setSaving(false);
    }
    setStatus('');
    setProblem(failure);
  };

  return (
    <form className="site-flag-form" onSubmit={(event) => void onSubmit(event)} aria-label="Feature flags">
      <ul className="site-flag-list">
        {FEATURE_FLAGS.map((flag) => (
          <FlagField
            key={flag}
            flag={flag}
            checked={draft[flag]}
            inForce={inForce[flag]}
            onChange={onChange}
          />
        ))}
      </ul>
      <div className="site-flag-actions">
        <Button type="submit" variant="primary" isPending={saving}>
          Save
        </Button>
        <p className="site-muted">
          {changed === 0
            ? 'No unsaved changes.'
            : `${changed} unsaved ${changed === 1 ? 'change' : 'changes'}.`}
        </p>
      </div>
      <p role="status" className="site-setting-status">
        {status}
      </p>
      {problem ? (
        <div role="alert" className="site-alert">
          {saveProblem(problem)}
          {problem.status === 401 ? (
            <>
              {' '}
              <Link href={loginHref(ADMIN_FEATURES_PATH)}>Sign in</Link>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

function AdminFlags() {
  const [loaded, setSaved, retry] = useFlagsInForce();
  if (loaded.state === 'loading') return <p role="status">Loading the flags in force…</p>;
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="site-alert">
        <p>The flags in force could not be loaded. Nothing can be changed until they are.</p>
        <Button onPress={retry}>Try again</Button>
      </div>
    );
  }
  return <FlagForm inForce={loaded.flags} onSaved={setSaved} />;
}

/**
 * `/admin/features` (no year: the flags hold for the whole site): administrators switch the live
 * feature flags. Visitors are sent to sign in and come back here; signed-in users without the
 * admin role (from the page's #current-user field) are told that only administrators may, and
 * the form is not shown (the server refuses their PUT anyway).
 */
export function AdminFeaturesScreen() {
  usePageMeta({ title: 'Feature flags', noindex: true });
  const { user } = useSite();
  return (
    <Container size="narrow" className="site-account site-admin-features">
      <h1>Feature flags</h1>
      {user?.roles.includes('admin') ? (
        <Card as="div">
          <p className="site-lead">
            Turn parts of the site on or off for everyone, without a restart. Changes apply when you save.
          </p>
          <AdminFlags />
        </Card>
      ) : (
        <p className="site-lead">{ADMINS_ONLY_MESSAGE}</p>
      )}
    </Container>
  );
}

export { AdminFeaturesScreen as Component };
