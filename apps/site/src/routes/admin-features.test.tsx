import type { CurrentUser } from '@conf/api-client';
import { DEFAULT_FEATURES, FEATURE_FLAGS, type Features } from '@conf/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFeatureClient, FEATURE_STORAGE_KEY } from '../features/featureClient.ts';
import type { FakeAnswer, FakeResponder } from '../test/fakeApi.ts';
import { currentUserRecord } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';

// The routes load their modules lazily; on a busy machine the first screen can take over a second.
configure({ asyncUtilTimeout: 5000 });

const admin = { uid: 'u-admin', roles: ['attendee', 'admin'] };
const attendee = { uid: 'u-1', roles: ['attendee'] };

function me(roles: CurrentUser['roles']) {
  return {
    status: 200,
    body: currentUserRecord({ uid: 'u-admin', email: 'admin@example.org', last_name: 'Admin', roles }),
  };
}

const SAVED = 'Saved. Every server follows at once; open pages pick it up within 5 minutes.';

/** A server holding flags: GET answers them, PUT stores the body (or answers `putAnswer`). */
function flagServer(initial: Features, putAnswer?: FakeAnswer | (() => never)) {
  let flags = initial;
  const puts: unknown[] = [];
  const respond: FakeResponder = ({ method, body }) => {
    if (method === 'PUT') {
      puts.push(body);
      if (typeof putAnswer === 'function') return putAnswer();
      if (putAnswer) return putAnswer;
      flags = body as Features;
    }
    return { status: 200, body: flags };
  };
  return {
    puts,
    answers: {
      '/api/web/features': respond,
      '/api/admin/features': respond,
      '/api/me': me(['attendee', 'admin']),
    },
  };
}

async function flagForm() {
  return screen.findByRole('form', { name: 'Feature flags' });
}

describe('/admin/features', () => {
  describe('given a visitor', () => {
    it('sends them to sign in, coming back here', async () => {
      const { router } = renderSite('/admin/features');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?origin=%2Fadmin%2Ffeatures');
    });
  });

  describe('given a signed-in user who is not an administrator', () => {
    it('says only administrators can change the flags, shows no form and asks nothing of the API', async () => {
      const { requests } = renderSite('/admin/features', {
        user: attendee,
        answers: { '/api/me': me(['attendee']) },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Feature flags' })).toBeInTheDocument();
      expect(screen.getByText('Only administrators can change feature flags.')).toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      expect(requests.some((request) => request.path.startsWith('/api/admin'))).toBe(false);
    });

    it('has no Feature flags entry in the user menu', async () => {
      renderSite('/', { user: attendee, answers: { '/api/me': me(['attendee']) } });
      await userEvent.click(
        await within(await screen.findByRole('banner')).findByRole('button', { name: 'Ada Admin' }),
      );
      const menu = await screen.findByRole('menu');
      expect(within(menu).queryByRole('menuitem', { name: 'Feature flags' })).not.toBeInTheDocument();
    });
  });

  describe('given an administrator', () => {
    it('links the page from the user menu', async () => {
      renderSite('/', { user: admin, answers: { '/api/me': me(['attendee', 'admin']) } });
      await userEvent.click(
        await within(await screen.findByRole('banner')).findByRole('button', { name: 'Ada Admin' }),
      );
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['My Favorites', 'Settings', 'Feature flags', 'Sign out']);
      expect(within(menu).getByRole('menuitem', { name: 'Feature flags' })).toHaveAttribute(
        'href',
        '/admin/features',
      );
    });

    it('lists the nine flags in force as labelled checkboxes with a one-line explanation each', async () => {
      const server = flagServer({ ...DEFAULT_FEATURES, venues: true });
      renderSite('/admin/features', { user: admin, answers: server.answers });
      const form = await flagForm();
      const boxes = await within(form).findAllByRole('checkbox');
      expect(boxes.map((box) => box.getAttribute('name'))).toEqual([...FEATURE_FLAGS]);
      const alphanav = within(form).getByRole('checkbox', { name: 'A–Z jump list (alphanav)' });
      expect(alphanav).not.toBeChecked();
      expect(alphanav).toHaveAccessibleDescription(/A–Z jump list over alphabetical lists/);
      expect(within(form).getByRole('checkbox', { name: 'Venues (venues)' })).toBeChecked();
      expect(within(form).getByRole('checkbox', { name: 'Search filters (filters)' })).toBeChecked();
      for (const box of boxes) expect(box).toHaveAccessibleDescription(/\w/);
      expect(within(form).getByText('No unsaved changes.')).toBeInTheDocument();
    });

    describe('when they turn a flag on and save', () => {
      it('PUTs all nine flags, shows the saved state and the status, and refreshes the flag cache', async () => {
        const server = flagServer(DEFAULT_FEATURES);
        const items = new Map<string, string>();
        const storage = {
          getItem: (key: string) => items.get(key) ?? null,
          setItem: (key: string, value: string) => void items.set(key, value),
        };
        const fetchFlags = vi.fn(async () => DEFAULT_FEATURES);
        const features = createFeatureClient({ fetchFlags, fallback: DEFAULT_FEATURES, storage });
        await features.load();
        const { requests } = renderSite('/admin/features', {
          user: admin,
          answers: server.answers,
          features,
        });
        const form = await flagForm();
        const alphanav = await within(form).findByRole('checkbox', { name: 'A–Z jump list (alphanav)' });

        // Keyboard path: focus the box, Space toggles it, Tab reaches Save, Enter submits.
        alphanav.focus();
        await userEvent.keyboard(' ');
        expect(alphanav).toBeChecked();
        expect(within(form).getByText('1 unsaved change.')).toBeInTheDocument();
        expect(alphanav).toHaveAccessibleDescription(/Now off; not saved yet\./);
        const save = within(form).getByRole('button', { name: 'Save' });
        save.focus();
        await userEvent.keyboard('{Enter}');

        expect(await within(form).findByRole('status')).toHaveTextContent(SAVED);
        expect(server.puts).toEqual([{ ...DEFAULT_FEATURES, alphanav: true }]);
        const put = requests.find((request) => request.method === 'PUT');
        expect(put?.path).toBe('/api/admin/features');
        expect(put?.headers.get('x-csrf-token')).toBe('test-token');
        expect(alphanav).toBeChecked();
        expect(within(form).getByText('No unsaved changes.')).toBeInTheDocument();
        expect(features.current().alphanav).toBe(true);
        expect(JSON.parse(items.get(FEATURE_STORAGE_KEY) ?? '{}').flags.alphanav).toBe(true);
        await features.load();
        expect(fetchFlags).toHaveBeenCalledTimes(1);
      });

      it('shows what the server answered, not what was sent', async () => {
        // Another admin's save, or a server rule, may leave a flag other than asked: its answer wins.
        const answered = { ...DEFAULT_FEATURES, alphanav: true, nearby: true };
        const server = flagServer(DEFAULT_FEATURES, { status: 200, body: answered });
        renderSite('/admin/features', { user: admin, answers: server.answers });
        const form = await flagForm();
        await userEvent.click(
          await within(form).findByRole('checkbox', { name: 'A–Z jump list (alphanav)' }),
        );
        await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
        expect(await within(form).findByRole('status')).toHaveTextContent(SAVED);
        expect(within(form).getByRole('checkbox', { name: 'Events nearby (nearby)' })).toBeChecked();
        expect(within(form).getByText('No unsaved changes.')).toBeInTheDocument();
      });
    });

    describe('when saving fails', () => {
      it('names what the server refused and keeps the unsaved choice', async () => {
        const server = flagServer(DEFAULT_FEATURES, {
          status: 400,
          body: {
            status: 400,
            error: 'validation_failed',
            message: 'Request validation failed',
            errors: [{ in: 'body', path: '/alphanav', message: 'must be boolean' }],
          },
        });
        renderSite('/admin/features', { user: admin, answers: server.answers });
        const form = await flagForm();
        const alphanav = await within(form).findByRole('checkbox', { name: 'A–Z jump list (alphanav)' });
        await userEvent.click(alphanav);
        await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
        expect(await within(form).findByRole('alert')).toHaveTextContent(
          'The server refused the flags: Request validation failed; /alphanav: must be boolean.',
        );
        expect(within(form).getByRole('status')).toHaveTextContent('');
        expect(alphanav).toBeChecked();
        expect(within(form).getByText('1 unsaved change.')).toBeInTheDocument();
      });

      it('says so when the account is no longer an administrator (403)', async () => {
        const server = flagServer(DEFAULT_FEATURES, {
          status: 403,
          body: { status: 403, error: 'forbidden', message: 'This needs the admin role' },
        });
        renderSite('/admin/features', { user: admin, answers: server.answers });
        const form = await flagForm();
        await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
        expect(await within(form).findByRole('alert')).toHaveTextContent(
          'Only administrators can change feature flags. Your account is not an administrator’s.',
        );
      });

      it('offers to sign in again when the session has ended (401)', async () => {
        const server = flagServer(DEFAULT_FEATURES, {
          status: 401,
          body: { status: 401, error: 'unauthorized', message: 'Sign in first' },
        });
        renderSite('/admin/features', { user: admin, answers: server.answers });
        const form = await flagForm();
        await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
        const alert = await within(form).findByRole('alert');
        expect(alert).toHaveTextContent('Your session has ended.');
        expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
          'href',
          '/login?origin=%2Fadmin%2Ffeatures',
        );
      });

      it('says the server could not be reached when the network fails', async () => {
        vi.spyOn(console, 'info').mockImplementation(() => {});
        const server = flagServer(DEFAULT_FEATURES, () => {
          throw new TypeError('Failed to fetch');
        });
        renderSite('/admin/features', { user: admin, answers: server.answers });
        const form = await flagForm();
        await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
        expect(await within(form).findByRole('alert')).toHaveTextContent(
          'The flags could not be saved: the server could not be reached.',
        );
        expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
      });
    });

    describe('when the flags in force cannot be loaded', () => {
      it('says so and loads them again on Try again', async () => {
        vi.spyOn(console, 'info').mockImplementation(() => {});
        let fail = true;
        renderSite('/admin/features', {
          user: admin,
          answers: {
            '/api/me': me(['attendee', 'admin']),
            '/api/web/features': () =>
              fail
                ? { status: 500, body: { status: 500, error: 'internal_error', message: 'Internal error' } }
                : { status: 200, body: DEFAULT_FEATURES },
          },
        });
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The flags in force could not be loaded.');
        expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
        fail = false;
        await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
        expect(await within(await flagForm()).findAllByRole('checkbox')).toHaveLength(9);
      });
    });
  });
});
