import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './authErrorMessages.ts';
import {
  authErrorRedirect,
  loginHref,
  loginRedirect,
  returnPath,
  safeOrigin,
  signInAction,
} from './authLocation.ts';

describe('sign-in locations', () => {
  it('keeps only same-site paths as origin', () => {
    expect(safeOrigin('/2026/favorites/event?x=1')).toBe('/2026/favorites/event?x=1');
    expect(safeOrigin('https://evil.example/')).toBe('/');
    expect(safeOrigin('//evil.example/')).toBe('/');
    expect(safeOrigin('/\\evil.example/')).toBe('/');
    expect(safeOrigin(null)).toBe('/');
  });

  it('builds the sign-in page and form addresses', () => {
    expect(loginHref('/2026/favorites/event')).toBe('/login?origin=%2F2026%2Ffavorites%2Fevent');
    expect(signInAction('password', '/events/PP1?a=b')).toBe('/auth/password?origin=%2Fevents%2FPP1%3Fa%3Db');
  });

  it('drops auth_error from the path to return to', () => {
    expect(returnPath('/events/PP1', '?auth_error=invalid_credentials&tab=2')).toBe('/events/PP1?tab=2');
    expect(returnPath('/events/PP1', '?auth_error=oidc_failed')).toBe('/events/PP1');
  });

  describe('given a page the server sent back with an error', () => {
    it('goes to the sign-in page with the error and the page as origin', () => {
      expect(authErrorRedirect('/events/PP1', '?auth_error=invalid_credentials')).toBe(
        '/login?origin=%2Fevents%2FPP1&auth_error=invalid_credentials',
      );
    });

    it('goes to the sign-up page for sign-up errors', () => {
      expect(authErrorRedirect('/', '?auth_error=email_taken')).toBe(
        '/signup?origin=%2F&auth_error=email_taken',
      );
    });

    it('stays on the sign-in page, which shows the error itself', () => {
      expect(authErrorRedirect('/login', '?origin=%2F&auth_error=invalid_credentials')).toBeNull();
      expect(authErrorRedirect('/events/PP1', '')).toBeNull();
    });
  });

  it('sends visitors of account pages to sign in, keeping where they were', () => {
    expect(loginRedirect('/settings', '')).toBe('/login?origin=%2Fsettings');
  });

  it('words every error for people, never showing the raw code', () => {
    expect(authErrorMessage('invalid_credentials')).toMatch(/email address or password/);
    expect(authErrorMessage('something_new')).toBe('Signing in did not work. Please try again.');
  });
});
