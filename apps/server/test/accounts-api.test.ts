import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/accounts/auth-context.ts';
import { DEMO_ACCOUNTS } from '../src/accounts/demo-accounts.ts';
import { hashSecret } from '../src/accounts/sessions.ts';
import { accountsDb } from '../src/accounts/tables.ts';
import { CSRF_COOKIE, loadCsrfSecret, newVisitorId, visitorToken } from '../src/security/csrf.ts';
import { type Browser, drivers, startTestServer, type TestServer } from './harness.ts';

/**
 * Accounts through the real server on both drivers: sign-up, password sign-in with its one generic
 * failure and its rate limits, sessions (rotation at sign-in, cookie flags, sign-out), CSRF on every
 * form, no open redirect, the current user and their settings, roles read on every request.
 *
 * The server trusts X-Forwarded-* here (TRUST_PROXY), so that each test can come from its own client
 * address and the per-address limits of one test do not spill into another.
 */
let lastAddress = 0;
/** A client address of its own (198.51.100.0/24 is for documentation). */
function newAddress(): string {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
}

function locationOf(response: Response): string | null {
  return response.headers.get('location');
}

function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

function moveCookie(browser: Browser, from: string, to: string): void {
  const value = browser.cookies.get(from) ?? '';
  browser.cookies.delete(from);
  browser.cookies.set(to, value);
}

describe.each(drivers())('accounts on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver, {
      env: {
        TRUST_PROXY: '1',
        AUTH_MAX_FAILURES_PER_ADDRESS: '4',
        AUTH_MAX_SIGN_UPS_PER_IP: '3',
      },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** A fresh browser coming from its own address. */
  function visitor(): { browser: Browser; headers: Record<string, string> } {
    return { browser: server.browser(), headers: { 'X-Forwarded-For': newAddress() } };
  }

  /**
   * A fresh browser on https (behind the trusted proxy): its visitor cookie is the `__Host-` one, as
   * the server sets it over TLS.
   */
  function tlsVisitor(): { browser: Browser; headers: Record<string, string> } {
    const { browser, headers } = visitor();
    moveCookie(browser, CSRF_COOKIE, `__Host-${CSRF_COOKIE}`);
    return { browser, headers: { ...headers, 'X-Forwarded-Proto': 'https' } };
  }

  async function signUp(
    browser: Browser,
    headers: Record<string, string>,
    email: string,
    password = 'long enough password',
    origin = '/',
  ): Promise<Response> {
    const response = await browser.postForm(
      `/auth/sign_up?origin=${encodeURIComponent(origin)}`,
      { email, password, first_name: 'Grace', last_name: 'Hopper' },
      { headers },
    );
    await browser.refreshCsrf();
    return response;
  }

  async function signIn(
    browser: Browser,
    headers: Record<string, string>,
    email: string,
    password: string,
    origin = '/',
  ): Promise<Response> {
    const response = await browser.postForm(
      `/auth/password?origin=${encodeURIComponent(origin)}`,
      { email, password },
      { headers },
    );
    await browser.refreshCsrf();
    return response;
  }

  describe('GET /api/me', () => {
    it('answers 401 to a visitor', async () => {
      const { response, error } = await server.browser().client.GET('/api/me');
      expect(response.status).toBe(401);
      expect(error).toMatchObject({ status: 401, error: 'unauthorized' });
    });
  });

  describe('sign-up', () => {
    it('creates an attendee account, signs it in and goes back to the page it came from', async () => {
      const { browser, headers } = visitor();
      const response = await signUp(
        browser,
        headers,
        'Grace@Example.org',
        'long enough password',
        '/2026/events/E1?x=1',
      );
      expect(response.status).toBe(303);
      expect(locationOf(response)).toBe('/2026/events/E1?x=1');
      const { data } = await browser.client.GET('/api/me');
      expect(data).toMatchObject({
        email: 'Grace@Example.org',
        first_name: 'Grace',
        last_name: 'Hopper',
        image_url: null,
        roles: ['attendee'],
        show_in_interested: false,
        attendee_uid: null,
      });
      expect(data?.uid).toMatch(/^u[0-9a-f]{20}$/);
    });

    it('stores a salted scrypt hash, never the password', async () => {
      const row = await accountsDb(server.db)
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', 'Grace@Example.org')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
      expect(row.password_hash).not.toContain('long enough password');
    });

    it('refuses an email that is taken, whatever its case, without signing in', async () => {
      const { browser, headers } = visitor();
      const response = await signUp(browser, headers, 'grace@EXAMPLE.org', 'another password', '/favorites');
      expect(response.status).toBe(303);
      expect(locationOf(response)).toBe('/favorites?auth_error=email_taken');
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('answers 400 for a password shorter than 8 characters', async () => {
      const { browser, headers } = visitor();
      const response = await signUp(browser, headers, 'short@example.org', 'short');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'validation_failed' });
    });

    it.each([
      ['12345678', 'password_too_weak'],
      ['password', 'password_too_weak'],
      ['        ', 'password_too_weak'],
      ['abcdefgh', 'password_too_weak'],
    ])(
      'refuses the weak password %j: back to the form with auth_error=%s, creating nothing',
      async (password, code) => {
        const { browser, headers } = visitor();
        const response = await signUp(browser, headers, 'weak@example.org', password, '/favorites');
        expect(response.status).toBe(303);
        expect(locationOf(response)).toBe(`/favorites?auth_error=${code}`);
        expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
        const users = await accountsDb(server.db)
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'weak@example.org')
          .execute();
        expect(users).toEqual([]);
      },
    );

    it('limits sign-ups per client address (429 with Retry-After)', async () => {
      const { browser, headers } = visitor();
      for (const n of [1, 2, 3]) {
        const response = await signUp(browser, headers, `many${n}@example.org`);
        expect(response.status).toBe(303);
      }
      const refused = await browser.postForm(
        '/auth/sign_up',
        { email: 'many4@example.org', password: 'long enough password', first_name: 'M', last_name: 'N' },
        { headers },
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ status: 429, error: 'too_many_requests' });
    });
  });

  describe('password sign-in', () => {
    beforeAll(async () => {
      await server.createUser({ email: 'ada@example.org', password: 'analytical engine' });
      await server.createUser({ email: 'other@example.org', password: 'other password' });
    });

    it('signs in and goes back to the same-site origin', async () => {
      const { browser, headers } = visitor();
      const response = await signIn(
        browser,
        headers,
        'ADA@example.org',
        'analytical engine',
        '/2026/speakers',
      );
      expect(response.status).toBe(303);
      expect(locationOf(response)).toBe('/2026/speakers');
      const { data } = await browser.client.GET('/api/me');
      expect(data?.email).toBe('ada@example.org');
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const { browser, headers } = visitor();
      const wrongPassword = await signIn(browser, headers, 'ada@example.org', 'difference engine', '/x');
      const unknownEmail = await signIn(browser, headers, 'nobody@example.org', 'analytical engine', '/x');
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(303);
        expect(locationOf(response)).toBe('/x?auth_error=invalid_credentials');
        expect(setCookieLine(response, SESSION_COOKIE)).toBeUndefined();
      }
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('sets an HttpOnly, SameSite=Lax session cookie, Secure only over TLS', async () => {
      const plain = visitor();
      const overHttp = await signIn(plain.browser, plain.headers, 'ada@example.org', 'analytical engine');
      const line = setCookieLine(overHttp, SESSION_COOKIE) ?? '';
      expect(line).toMatch(/httponly/i);
      expect(line).toMatch(/samesite=lax/i);
      expect(line).toMatch(/path=\//i);
      expect(line).not.toMatch(/secure/i);

      const tls = tlsVisitor();
      const overTls = await signIn(tls.browser, tls.headers, 'ada@example.org', 'analytical engine');
      // Over TLS the cookie carries the __Host- prefix: no other host can plant a session of its own.
      expect(setCookieLine(overTls, SESSION_COOKIE)).toBeUndefined();
      const secureLine = setCookieLine(overTls, `__Host-${SESSION_COOKIE}`) ?? '';
      expect(secureLine).toMatch(/;\s*secure/i);
      expect(secureLine).toMatch(/path=\//i);
      expect(secureLine).not.toMatch(/domain=/i);
      expect(locationOf(overTls)).toBe('/');
    });

    it('starts a new session at each sign-in: the id before it stops working (no fixation)', async () => {
      const { browser, headers } = visitor();
      await signIn(browser, headers, 'ada@example.org', 'analytical engine');
      const first = browser.cookies.get(SESSION_COOKIE) ?? '';
      const firstToken = browser.csrfToken();
      await signIn(browser, headers, 'ada@example.org', 'analytical engine');
      const second = browser.cookies.get(SESSION_COOKIE) ?? '';
      expect(second).not.toBe('');
      expect(second).not.toBe(first);
      expect(browser.csrfToken()).not.toBe(firstToken);

      const replay = await fetch(`${server.baseUrl}/api/me`, {
        headers: { cookie: `${SESSION_COOKIE}=${first}` },
      });
      expect(replay.status).toBe(401);
      expect((await browser.client.GET('/api/me')).response.status).toBe(200);
    });

    it('keeps only a hash of the session id in the database', async () => {
      const { browser, headers } = visitor();
      await signIn(browser, headers, 'ada@example.org', 'analytical engine');
      const id = browser.cookies.get(SESSION_COOKIE) ?? '';
      const rows = await accountsDb(server.db).selectFrom('sessions').select('id_hash').execute();
      expect(rows.map((r) => r.id_hash)).toContain(hashSecret(id));
      expect(rows.map((r) => r.id_hash)).not.toContain(id);
    });

    it('does not count successful sign-ins against the address', async () => {
      const { browser, headers } = visitor();
      for (let i = 0; i < 6; i++) {
        expect(locationOf(await signIn(browser, headers, 'other@example.org', 'other password'))).toBe('/');
      }
    });
  });

  describe('sign-out', () => {
    it('destroys the session: the cookie is cleared and its id no longer works', async () => {
      const { browser, headers } = visitor();
      await signIn(browser, headers, 'ada@example.org', 'analytical engine');
      const id = browser.cookies.get(SESSION_COOKIE) ?? '';
      const response = await browser.postForm('/auth/sign_out?origin=/2026/search/event', {}, { headers });
      expect(response.status).toBe(303);
      expect(locationOf(response)).toBe('/2026/search/event');
      expect(response.headers.get('clear-site-data')).toBe('"cache", "storage"');
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      const replay = await fetch(`${server.baseUrl}/api/me`, {
        headers: { cookie: `${SESSION_COOKIE}=${id}` },
      });
      expect(replay.status).toBe(401);
      const left = await accountsDb(server.db)
        .selectFrom('sessions')
        .select('id_hash')
        .where('id_hash', '=', hashSecret(id))
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('CSRF on the forms', () => {
    it.each([
      ['no token', null],
      ['a wrong token', 'x'.repeat(43)],
    ])('refuses sign-up with %s (403) and creates nothing', async (_label, token) => {
      const { browser, headers } = visitor();
      const response = await browser.postForm(
        '/auth/sign_up',
        {
          email: `csrf-${token === null ? 'none' : 'wrong'}@example.org`,
          password: 'long enough password',
          first_name: 'C',
          last_name: 'S',
        },
        { token, headers },
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ status: 403, error: 'forbidden' });
      const users = await accountsDb(server.db)
        .selectFrom('users')
        .select('id')
        .where('email', 'like', 'csrf-%')
        .execute();
      expect(users).toEqual([]);
    });

    it.each([
      ['no token', null],
      ['a wrong token', 'x'.repeat(43)],
    ])('refuses sign-in with %s (403) without signing in', async (_label, token) => {
      const { browser, headers } = visitor();
      const response = await browser.postForm(
        '/auth/password',
        { email: 'ada@example.org', password: 'analytical engine' },
        { token, headers },
      );
      expect(response.status).toBe(403);
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('refuses the token of another browser', async () => {
      const { browser, headers } = visitor();
      const other = server.browser();
      const response = await browser.postForm(
        '/auth/password',
        { email: 'ada@example.org', password: 'analytical engine' },
        { token: other.csrfToken(), headers },
      );
      expect(response.status).toBe(403);
    });

    it('refuses a visitor cookie and token made up together, as a planted cookie would be (403)', async () => {
      // The old double-submit check accepted any cookie equal to the field: an attacker who can set a
      // cookie (a sibling subdomain, plain http) could sign a victim into the attacker's account.
      const { browser, headers } = visitor();
      const madeUp = newVisitorId();
      browser.cookies.set(CSRF_COOKIE, madeUp);
      for (const token of [madeUp, newVisitorId()]) {
        const response = await browser.postForm(
          '/auth/password',
          { email: 'ada@example.org', password: 'analytical engine' },
          { token, headers },
        );
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ status: 403, error: 'forbidden' });
      }
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('over TLS accepts only the __Host- visitor cookie: a planted plain cookie with a real pair is refused', async () => {
      // The attacker's own visitor id and its real token (what the server gave the attacker's browser).
      const secret = await loadCsrfSecret(server.db, server.config.csrfSecret);
      const attackerId = newVisitorId();
      const attackerToken = visitorToken(secret, attackerId);

      const victim = tlsVisitor();
      victim.browser.cookies.delete(`__Host-${CSRF_COOKIE}`);
      // What a sibling subdomain or a plain-http page can plant: a cookie without the __Host- prefix.
      victim.browser.cookies.set(CSRF_COOKIE, attackerId);
      const planted = await victim.browser.postForm(
        '/auth/password',
        { email: 'ada@example.org', password: 'analytical engine' },
        { token: attackerToken, headers: victim.headers },
      );
      expect(planted.status).toBe(403);
      expect(victim.browser.cookies.has(`__Host-${SESSION_COOKIE}`)).toBe(false);

      // The real flow: the __Host- cookie the server set and the token of the page.
      const real = tlsVisitor();
      const signedIn = await real.browser.postForm(
        '/auth/password',
        { email: 'ada@example.org', password: 'analytical engine' },
        { headers: real.headers },
      );
      expect(signedIn.status).toBe(303);
      expect(locationOf(signedIn)).toBe('/');
      expect(real.browser.cookies.has(`__Host-${SESSION_COOKIE}`)).toBe(true);
    });

    it('gives a signed-out browser a new visitor id (the token seen while signed in is not reused)', async () => {
      const { browser, headers } = visitor();
      await signIn(browser, headers, 'ada@example.org', 'analytical engine');
      const before = browser.cookies.get(CSRF_COOKIE);
      await browser.postForm('/auth/sign_out', {}, { headers });
      const after = browser.cookies.get(CSRF_COOKIE);
      expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(after).not.toBe(before);
    });

    it('refuses sign-out without the token (403) and stays signed in', async () => {
      const { browser, headers } = visitor();
      await signIn(browser, headers, 'ada@example.org', 'analytical engine');
      const response = await browser.postForm('/auth/sign_out', {}, { token: null, headers });
      expect(response.status).toBe(403);
      expect((await browser.client.GET('/api/me')).response.status).toBe(200);
    });

    it('after sign-in accepts only the session token, not the visitor token from before', async () => {
      const { browser, headers } = visitor();
      const visitorToken = browser.csrfToken();
      await signIn(browser, headers, 'ada@example.org', 'analytical engine');
      expect(browser.csrfToken()).not.toBe(visitorToken);
      const stale = await browser.fetch(`${server.baseUrl}/api/me/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrf-token': visitorToken },
        body: JSON.stringify({ show_in_interested: true }),
      });
      expect(stale.status).toBe(403);
    });
  });

  describe('no open redirect', () => {
    const PAYLOADS = [
      '//evil.example',
      '//evil.example/2026/events',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'http://127.0.0.1.evil.example/',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      'evil.example',
    ];

    // A password check costs ~250 ms of scrypt: the payloads go through the answers that need none
    // (sign-out, and a sign-in form without a password); a few go through a real sign-in.
    it.each(PAYLOADS)('sign-out with origin %j goes to / instead', async (origin) => {
      const user = await server.createUser({ email: `leaving-${newAddress()}@example.org` });
      const browser = await server.signedInBrowser(user);
      const response = await browser.postForm(`/auth/sign_out?origin=${encodeURIComponent(origin)}`, {});
      expect(response.status).toBe(303);
      expect(locationOf(response)).toBe('/');
    });

    it.each(PAYLOADS)('a failed sign-in with origin %j goes back to /', async (origin) => {
      const { browser, headers } = visitor();
      const response = await browser.postForm(
        `/auth/password?origin=${encodeURIComponent(origin)}`,
        { email: 'ada@example.org' },
        { headers },
      );
      expect(response.status).toBe(303);
      expect(locationOf(response)).toBe('/?auth_error=invalid_credentials');
    });

    it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', '/%2F%2Fevil.example'])(
      'a successful sign-in with origin %j goes to / instead',
      async (origin) => {
        const { browser, headers } = visitor();
        const response = await signIn(browser, headers, 'ada@example.org', 'analytical engine', origin);
        expect(response.status).toBe(303);
        expect(locationOf(response)).toBe('/');
      },
    );

    it('sign-out and sign-up refuse a foreign origin too', async () => {
      const { browser, headers } = visitor();
      await signIn(browser, headers, 'ada@example.org', 'analytical engine');
      const out = await browser.postForm(
        `/auth/sign_out?origin=${encodeURIComponent('//evil.example')}`,
        {},
        { headers },
      );
      expect(locationOf(out)).toBe('/');
      await browser.refreshCsrf();
      const up = await signUp(
        browser,
        headers,
        'redirect@example.org',
        'long enough password',
        'https://evil.example/x',
      );
      expect(locationOf(up)).toBe('/');
    });

    it('ignores the Origin header: a foreign origin stays foreign', async () => {
      const { browser, headers } = visitor();
      const response = await signIn(
        browser,
        { ...headers, Origin: 'https://evil.example' },
        'ada@example.org',
        'analytical engine',
        'https://evil.example/x',
      );
      expect(locationOf(response)).toBe('/');
    });

    it("accepts this site's own full URL and keeps only its path", async () => {
      const { browser, headers } = visitor();
      const response = await signIn(
        browser,
        headers,
        'ada@example.org',
        'analytical engine',
        `${server.baseUrl}/2026/events/E9?tab=about#details`,
      );
      expect(locationOf(response)).toBe('/2026/events/E9?tab=about#details');
    });
  });

  describe('OpenID Connect when no provider is configured', () => {
    it('sends the browser back with auth_error=oidc_unavailable', async () => {
      const { browser, headers } = visitor();
      const response = await browser.postForm('/auth/oidc?origin=/2026/speakers', {}, { headers });
      expect(response.status).toBe(303);
      expect(locationOf(response)).toBe('/2026/speakers?auth_error=oidc_unavailable');
      const callback = await browser.fetch(`${server.baseUrl}/auth/oidc/callback?code=x&state=y`);
      expect(locationOf(callback)).toBe('/?auth_error=oidc_unavailable');
    });
  });

  describe('settings and roles', () => {
    it('PUT /api/me/settings turns show_in_interested on and off', async () => {
      const user = await server.createUser({ email: 'settings@example.org' });
      const browser = await server.signedInBrowser(user);
      const on = await browser.client.PUT('/api/me/settings', { body: { show_in_interested: true } });
      expect(on.data).toMatchObject({ uid: user.uid, show_in_interested: true });
      expect((await browser.client.GET('/api/me')).data?.show_in_interested).toBe(true);
      const off = await browser.client.PUT('/api/me/settings', { body: { show_in_interested: false } });
      expect(off.data?.show_in_interested).toBe(false);
    });

    it('PUT /api/me/settings answers 401 to a visitor and 403 without the token', async () => {
      const visitorResponse = await server.browser().client.PUT('/api/me/settings', {
        body: { show_in_interested: true },
      });
      expect(visitorResponse.response.status).toBe(401);
      const user = await server.createUser({ email: 'settings-csrf@example.org' });
      const browser = await server.signedInBrowser(user);
      const response = await browser.fetch(`${server.baseUrl}/api/me/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ show_in_interested: true }),
      });
      expect(response.status).toBe(403);
      expect((await browser.client.GET('/api/me')).data?.show_in_interested).toBe(false);
    });

    it('reads the roles on every request: without the attendee role, attendee operations answer 403', async () => {
      const { grantRole, revokeRole } = await import('../src/accounts/roles.ts');
      const user = await server.createUser({ email: 'revoked@example.org' });
      const browser = await server.signedInBrowser(user);
      await grantRole(server.db, 'revoked@example.org', 'staff');
      expect((await browser.client.GET('/api/me')).data?.roles).toEqual(['attendee', 'staff']);
      await revokeRole(server.db, 'revoked@example.org', 'attendee');
      const { response, error } = await browser.client.GET('/api/me');
      expect(response.status).toBe(403);
      expect(error).toMatchObject({ status: 403, error: 'forbidden' });
    });
  });

  describe('demo accounts (SEED=demo)', () => {
    it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))(
      '%s signs in with its documented password',
      async (_email, account) => {
        const { browser, headers } = visitor();
        const response = await signIn(browser, headers, account.email, account.password);
        expect(locationOf(response)).toBe('/');
        const { data } = await browser.client.GET('/api/me');
        expect(data?.roles).toEqual(account.roles);
        if (account.linkToAttendee) expect(data?.attendee_uid).toEqual(expect.any(String));
      },
    );
  });

  it('answered every call above as openapi.yaml says', () => {
    expect(server.violations).toEqual([]);
  });
});

describe('demo accounts with another seed', () => {
  const [pglite] = drivers();
  it.runIf(pglite && !pglite.skip)('are not created with SEED=none', async () => {
    const server = await startTestServer('pglite', { seed: 'none' });
    try {
      const users = await accountsDb(server.db).selectFrom('users').select('email').execute();
      expect(users).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
