import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/accounts/auth-context.ts';
import { accountsDb } from '../src/accounts/tables.ts';
import { type Browser, drivers, startTestServer, type TestServer } from './harness.ts';
import { type LoopbackIdp, startLoopbackIdp } from './loopback-idp.ts';

/**
 * Sign-in through OpenID Connect, end to end: the server (openid-client) against a real provider
 * (oidc-provider) on loopback, authorization code with PKCE, state and nonce. The test is the browser:
 * one cookie jar, redirects followed by hand, the provider's login form filled in.
 */
const ACCOUNTS = {
  ada: {
    email: 'ada.lovelace@example.org',
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
  },
  grace: { email: 'grace@example.org', email_verified: true, given_name: 'Grace', family_name: 'Hopper' },
  mallory: { email: 'victim@example.org', email_verified: false, given_name: 'Mallory', family_name: 'M' },
  anonymous: { given_name: 'No', family_name: 'Email' },
};

function location(response: Response, base: string): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`No Location on a ${response.status} from ${base}`);
  return new URL(value, base).href;
}

describe.each(drivers())('OpenID Connect sign-in on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let idp: LoopbackIdp;
  let server: TestServer;

  beforeAll(async () => {
    idp = await startLoopbackIdp(ACCOUNTS);
    server = await startTestServer(driver, {
      seed: 'none',
      env: { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret },
    });
    idp.register(`${server.baseUrl}/auth/oidc/callback`);
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  /** POST /auth/oidc: answers the provider's authorization URL. */
  async function startLogin(browser: Browser, origin: string): Promise<URL> {
    const start = await browser.postForm(`/auth/oidc?origin=${encodeURIComponent(origin)}`, {});
    expect(start.status).toBe(303);
    return new URL(location(start, server.baseUrl));
  }

  /** At the provider: authorization, its login form, and back to the app's callback URL. */
  async function loginAtProvider(browser: Browser, authorizationUrl: URL, login: string): Promise<string> {
    const authorize = await browser.rawFetch(authorizationUrl);
    expect(authorize.status).toBe(303);
    const interaction = location(authorize, idp.issuer);
    const page = await browser.rawFetch(interaction);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const submitted = await browser.rawFetch(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login }).toString(),
    });
    expect(submitted.status).toBe(303);
    const resume = await browser.rawFetch(location(submitted, idp.issuer));
    expect(resume.status).toBe(303);
    return location(resume, idp.issuer);
  }

  /** The whole flow; answers the app's last answer (the redirect to the origin). */
  async function signInThroughProvider(browser: Browser, login: string, origin = '/'): Promise<Response> {
    const callback = await loginAtProvider(browser, await startLogin(browser, origin), login);
    expect(callback.startsWith(`${server.baseUrl}/auth/oidc/callback?`)).toBe(true);
    const finished = await browser.fetch(callback);
    await browser.refreshCsrf();
    return finished;
  }

  it('asks the provider for a code with PKCE (S256), state and nonce, for this app', async () => {
    const url = await startLogin(server.browser(), '/');
    expect(url.origin).toBe(idp.issuer);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(idp.clientId);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${server.baseUrl}/auth/oidc/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
  });

  it('signs a new person in with a new attendee account and goes back to the page', async () => {
    const browser = server.browser();
    const finished = await signInThroughProvider(browser, 'ada', '/2026/events/E1');
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe('/2026/events/E1');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    const { data } = await browser.client.GET('/api/me');
    expect(data).toMatchObject({
      email: 'ada.lovelace@example.org',
      first_name: 'Ada',
      last_name: 'Lovelace',
      roles: ['attendee'],
    });
    const identity = await accountsDb(server.db)
      .selectFrom('identities')
      .select(['provider', 'subject'])
      .executeTakeFirst();
    expect(identity).toEqual({ provider: idp.issuer, subject: 'ada' });
  });

  it('signs the same person into the same account the next time', async () => {
    const first = server.browser();
    await signInThroughProvider(first, 'ada');
    const second = server.browser();
    await signInThroughProvider(second, 'ada');
    const [a, b] = await Promise.all([first.client.GET('/api/me'), second.client.GET('/api/me')]);
    expect(a.data?.uid).toBeDefined();
    expect(b.data?.uid).toBe(a.data?.uid);
  });

  it('links a verified email to the existing account with that email', async () => {
    const existing = await server.createUser({ email: 'Grace@example.org', password: 'cobol compiler' });
    const browser = server.browser();
    await signInThroughProvider(browser, 'grace');
    expect((await browser.client.GET('/api/me')).data?.uid).toBe(existing.uid);
  });

  it('refuses an unverified email that belongs to another account', async () => {
    await server.createUser({ email: 'victim@example.org', password: 'victim password' });
    const browser = server.browser();
    const finished = await signInThroughProvider(browser, 'mallory', '/favorites');
    expect(finished.headers.get('location')).toBe('/favorites?auth_error=oidc_failed');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a person without an email', async () => {
    const browser = server.browser();
    const finished = await signInThroughProvider(browser, 'anonymous');
    expect(finished.headers.get('location')).toBe('/?auth_error=oidc_failed');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('starts a new session, replacing the one the browser had', async () => {
    const user = await server.createUser({ email: 'switch@example.org' });
    const browser = await server.signedInBrowser(user);
    const before = browser.cookies.get(SESSION_COOKIE);
    await signInThroughProvider(browser, 'ada');
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(before);
    expect((await browser.client.GET('/api/me')).data?.email).toBe('ada.lovelace@example.org');
    const replay = await fetch(`${server.baseUrl}/api/me`, {
      headers: { cookie: `${SESSION_COOKIE}=${before}` },
    });
    expect(replay.status).toBe(401);
  });

  it('refuses a callback whose state was changed', async () => {
    const browser = server.browser();
    const callback = new URL(await loginAtProvider(browser, await startLogin(browser, '/x'), 'ada'));
    callback.searchParams.set('state', 'forged-state');
    const finished = await browser.fetch(callback);
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe('/x?auth_error=oidc_failed');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('uses a pending login once: a replayed callback fails', async () => {
    const browser = server.browser();
    const callback = await loginAtProvider(browser, await startLogin(browser, '/'), 'ada');
    const pendingCookie = browser.cookies.get('conf_oidc') ?? '';
    expect((await browser.fetch(callback)).headers.get('location')).toBe('/');
    const replay = await fetch(callback, {
      redirect: 'manual',
      headers: { cookie: `conf_oidc=${pendingCookie}` },
    });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/?auth_error=oidc_failed');
    expect(replay.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('completes only in the browser that started the login', async () => {
    const starter = server.browser();
    const callback = await loginAtProvider(starter, await startLogin(starter, '/mine'), 'ada');
    const other = server.browser();
    const finished = await other.fetch(callback);
    expect(finished.headers.get('location')).toBe('/?auth_error=oidc_failed');
    expect(other.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('goes back with oidc_failed when the provider answers an error', async () => {
    const browser = server.browser();
    await startLogin(browser, '/back');
    const finished = await browser.fetch(
      `${server.baseUrl}/auth/oidc/callback?error=access_denied&error_description=no`,
    );
    expect(finished.headers.get('location')).toBe('/back?auth_error=oidc_failed');
  });

  it('refuses to start without the CSRF token', async () => {
    const browser = server.browser();
    const response = await browser.postForm('/auth/oidc?origin=/', {}, { token: null });
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
  });

  it('follows no foreign origin after the provider', async () => {
    const browser = server.browser();
    const finished = await signInThroughProvider(browser, 'ada', '//evil.example/phish');
    expect(finished.headers.get('location')).toBe('/');
  });

  it('answered every call to the app as openapi.yaml says', () => {
    expect(server.violations).toEqual([]);
  });
});
