import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeResponder } from '../test/fakeApi.ts';
import { currentUserRecord } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';

const user = { uid: 'u-1', roles: ['attendee'] };

function me(showInInterested: boolean) {
  return currentUserRecord({ show_in_interested: showInInterested });
}

/** GET answers the current value, PUT stores the body's value and answers it (the server's truth). */
function linkSetting(kind: 'schedule' | 'calendar'): FakeResponder {
  let enabled = false;
  return ({ method, body }) => {
    if (method === 'PUT') enabled = (body as { enabled: boolean }).enabled;
    const url = enabled ? `https://schedule.example/${kind}/t0k3n` : null;
    return {
      status: 200,
      body:
        kind === 'schedule'
          ? { enabled, url }
          : { enabled, url, webcal_url: url?.replace('https', 'webcal') ?? null },
    };
  };
}

describe('account pages', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  describe('the header', () => {
    it('has a Log in link returning to the page for visitors', async () => {
      renderSite('/speakers?x=1');
      const banner = await screen.findByRole('banner');
      expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?origin=%2Fspeakers%3Fx%3D1',
      );
    });

    it('has the user menu with the name, My Favorites, Settings and Sign out for users', async () => {
      renderSite('/', { user, answers: { '/api/me': { status: 200, body: me(false) } } });
      const banner = await screen.findByRole('banner');
      const menuButton = await within(banner).findByRole('button', { name: 'Ada Byron' });
      expect(within(banner).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
      await userEvent.click(menuButton);
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['My Favorites', 'Settings', 'Sign out']);
      const form = document.querySelector('form[action^="/auth/sign_out"]');
      expect(form).toHaveAttribute('action', '/auth/sign_out?origin=%2F');
      expect(form?.querySelector('input[name="authenticity_token"]')).toHaveValue('page-token');
    });
  });

  describe('sign in', () => {
    it('is a real form post to /auth/password with the origin and the authenticity token', async () => {
      const { container } = renderSite('/login?origin=%2F2026%2Ffavorites%2Fevent');
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      const form = container.querySelector('form[method="post"]');
      expect(form).toHaveAttribute('action', '/auth/password?origin=%2F2026%2Ffavorites%2Fevent');
      expect(form?.querySelector('input[name="authenticity_token"]')).toHaveValue('page-token');
      expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
      expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
      expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        '/signup?origin=%2F2026%2Ffavorites%2Fevent',
      );
    });

    it('offers the identity provider when the server has one', async () => {
      const { container } = renderSite('/login?origin=%2F', {
        config: { oidc: { label: 'login.example.org' } },
      });
      const button = await screen.findByRole('button', { name: 'Sign in with login.example.org' });
      expect(button.closest('form')).toHaveAttribute('action', '/auth/oidc?origin=%2F');
      expect(container.querySelectorAll('input[name="authenticity_token"]')).toHaveLength(2);
    });

    it('shows the error the server sent the visitor back with, never an outside origin', async () => {
      const { container } = renderSite(
        '/login?origin=https%3A%2F%2Fevil.example&auth_error=invalid_credentials',
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The email address or password is not right.',
      );
      expect(container.querySelector('form')).toHaveAttribute('action', '/auth/password?origin=%2F');
    });

    it('sends a signed-in user on to the origin', async () => {
      const { router } = renderSite('/login?origin=%2Fsearch%2Fevent', { user });
      await waitFor(() => expect(router.state.location.pathname).toBe('/search/event'));
    });
  });

  describe('a failed sign-in that came back to a page', () => {
    it('goes on to the sign-in page with the message and the page as origin', async () => {
      const { router } = renderSite('/speakers?auth_error=invalid_credentials');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?origin=%2Fspeakers&auth_error=invalid_credentials');
      expect(await screen.findByRole('alert')).toBeInTheDocument();
    });
  });

  describe('sign up', () => {
    it('posts the names, email and password to /auth/sign_up', async () => {
      const { container } = renderSite('/signup?origin=%2Fsettings&auth_error=email_taken');
      expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An account with this email address already exists.',
      );
      const form = container.querySelector('form[method="post"]');
      expect(form).toHaveAttribute('action', '/auth/sign_up?origin=%2Fsettings');
      for (const name of ['first_name', 'last_name', 'email', 'password', 'authenticity_token']) {
        expect(form?.querySelector(`input[name="${name}"]`)).not.toBeNull();
      }
      expect(screen.getByLabelText('Password')).toHaveAttribute('minlength', '8');
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'At least 8 characters, and not a common password.',
      );
    });

    it.each([
      ['password_too_weak', 'This password is too common or too easy to guess'],
      ['password_too_short', 'Choose a password of at least 8 characters.'],
    ])(
      'stays on the sign-up page and names the rule when the server refused the password (%s)',
      async (code, text) => {
        const { router } = renderSite(`/favorites?auth_error=${code}`);
        await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
        expect(await screen.findByRole('alert')).toHaveTextContent(text);
      },
    );
  });

  describe('settings', () => {
    it('sends a visitor to sign in first', async () => {
      const { router } = renderSite('/settings');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?origin=%2Fsettings');
    });

    it('saves the privacy choice, explaining it, and shows what the server answered', async () => {
      const { requests } = renderSite('/settings', {
        user,
        answers: {
          '/api/me': { status: 200, body: me(false) },
          '/api/me/settings': ({ body }) => ({
            status: 200,
            body: me((body as { show_in_interested: boolean }).show_in_interested),
          }),
          '/api/me/schedule-share': linkSetting('schedule'),
          '/api/me/calendar-feed': linkSetting('calendar'),
        },
      });
      const privacy = await screen.findByRole('checkbox', {
        name: 'Show my name in “Who’s interested” lists',
      });
      await waitFor(() => expect(privacy).toBeEnabled());
      expect(privacy).not.toBeChecked();
      expect(privacy).toHaveAccessibleDescription(/others see your name and photo there/);
      await userEvent.click(privacy);
      expect(await screen.findByText('Your name is shown.')).toBeInTheDocument();
      expect(privacy).toBeChecked();
      const put = requests.find((request) => request.method === 'PUT' && request.path === '/api/me/settings');
      expect(put?.body).toEqual({ show_in_interested: true });
      expect(put?.headers.get('X-CSRF-Token')).toBe('test-token');
    });

    it('keeps the previous choice and says so when saving fails', async () => {
      renderSite('/settings', {
        user,
        answers: {
          '/api/me': ({ method }) =>
            method === 'GET' ? { status: 200, body: me(false) } : { status: 500, body: {} },
          '/api/me/settings': {
            status: 503,
            body: { status: 503, error: 'internal_error', message: 'down' },
          },
          '/api/me/schedule-share': linkSetting('schedule'),
          '/api/me/calendar-feed': linkSetting('calendar'),
        },
      });
      const privacy = await screen.findByRole('checkbox', { name: /Show my name/ });
      await waitFor(() => expect(privacy).toBeEnabled());
      await userEvent.click(privacy);
      expect(
        await screen.findByText('Your settings could not be changed. Please try again.'),
      ).toBeInTheDocument();
      expect(privacy).not.toBeChecked();
    });

    it('turns the calendar feed on, shows its address and subscribe link, and rotates it', async () => {
      let rotated = 0;
      const { requests } = renderSite('/settings', {
        user,
        answers: {
          '/api/me': { status: 200, body: me(false) },
          '/api/me/schedule-share': linkSetting('schedule'),
          '/api/me/calendar-feed': linkSetting('calendar'),
          '/api/me/calendar-feed/rotate': () => {
            rotated++;
            const url = `https://schedule.example/calendar/new${rotated}`;
            return { status: 200, body: { enabled: true, url, webcal_url: url.replace('https', 'webcal') } };
          },
        },
      });
      const feed = await screen.findByRole('checkbox', { name: 'Calendar feed of my favorites' });
      await waitFor(() => expect(feed).toBeEnabled());
      await userEvent.click(feed);
      const address = await screen.findByRole('textbox', { name: 'Calendar feed address' });
      expect(address).toHaveValue('https://schedule.example/calendar/t0k3n');
      expect(screen.getByRole('link', { name: /Subscribe in your calendar app/ })).toHaveAttribute(
        'href',
        'webcal://schedule.example/calendar/t0k3n',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Get a new address' }));
      await waitFor(() => expect(address).toHaveValue('https://schedule.example/calendar/new1'));
      expect(requests.filter((request) => request.path === '/api/me/calendar-feed/rotate')).toHaveLength(1);
    });

    it('publishes the schedule when the share box is ticked and revokes it when unticked', async () => {
      const { requests } = renderSite('/settings', {
        user,
        answers: {
          '/api/me': { status: 200, body: me(false) },
          '/api/me/schedule-share': linkSetting('schedule'),
          '/api/me/calendar-feed': linkSetting('calendar'),
        },
      });
      const sharing = await screen.findByRole('region', { name: 'Sharing' });
      const share = within(sharing).getByRole('checkbox', { name: 'Share my schedule' });
      await waitFor(() => expect(share).toBeEnabled());
      await userEvent.click(share);
      expect(await within(sharing).findByRole('textbox', { name: 'Link to your schedule' })).toHaveValue(
        'https://schedule.example/schedule/t0k3n',
      );
      await userEvent.click(share);
      expect(await within(sharing).findByText('Your schedule is private.')).toBeInTheDocument();
      expect(within(sharing).queryByRole('textbox')).not.toBeInTheDocument();
      const puts = requests.filter(
        (request) => request.method === 'PUT' && request.path === '/api/me/schedule-share',
      );
      expect(puts.map((request) => request.body)).toEqual([{ enabled: true }, { enabled: false }]);
    });
  });
});
