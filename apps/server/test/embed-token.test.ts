import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsDb } from '../src/accounts/tables.ts';
import { favoritableRecords } from './fixtures/signed-in-attendee.ts';
import { type Browser, drivers, sendJson, startTestServer, type TestServer } from './harness.ts';

/**
 * Signing in from an embed (issue 17; docs/decisions/0022-embed-sign-in.md) on the real app: the
 * popup page, minting a favorites token, the token as a bearer on the favorite operations only and
 * from its own origin only, expiry, revocation (by the embed, by the account's sign-out), the rate
 * limit, and every answer checked against openapi.yaml; on both drivers.
 */

const MUSIC = 'https://music.example.org';
const FILM = 'http://localhost:5173';
const EVIL = 'https://evil.example';
const HOUR_MS = 3_600_000;

let server: TestServer;
/** How far the server's clock is ahead of real time (tests move it past a token's expiry). */
let clockOffsetMs = 0;
let eventId: string;
let secondEventId: string;
let accounts = 0;

async function signedIn(): Promise<{ browser: Browser; userId: number; email: string }> {
  accounts += 1;
  const email = `embedder${accounts}@example.org`;
  const user = await server.createUser({ email });
  return { browser: await server.signedInBrowser(user), userId: user.id, email };
}

/** What the popup's Allow button does: a same-origin JSON call with the session and CSRF token. */
function mint(browser: Browser, origin = MUSIC, token?: string | null): Promise<Response> {
  return sendJson(server.baseUrl, browser, 'POST', '/api/embed/tokens', { origin }, token);
}

async function mintedToken(browser: Browser, origin = MUSIC): Promise<string> {
  const answer = await mint(browser, origin);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * A call as the embedding site's page makes it: its Origin, the bearer token, JSON; through a fresh
 * browser's contract-checked fetch (which holds only a visitor cookie, never sent cross-site anyway).
 */
function bearerCall(
  token: string,
  method: string,
  path: string,
  opts: { origin?: string | null; body?: unknown; browser?: Browser } = {},
): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const origin = opts.origin === undefined ? MUSIC : opts.origin;
  if (origin !== null) headers.origin = origin;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return (opts.browser ?? server.browser()).fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

const query = (token: string, opts: { origin?: string | null; browser?: Browser } = {}) =>
  bearerCall(token, 'POST', '/favorite/query', { ...opts, body: { ids: [eventId, secondEventId] } });

async function refusal(answer: Response): Promise<{ status: number; error: string; message: string }> {
  return (await answer.json()) as { status: number; error: string; message: string };
}

describe.each(drivers())('embed tokens on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  beforeAll(async () => {
    server = await startTestServer(driver, {
      env: { EMBED_ORIGINS: `${MUSIC},${FILM}` },
      clock: () => new Date(Date.now() + clockOffsetMs),
    });
    const records = await favoritableRecords(server.db.kysely, { events: 2 });
    eventId = records.eventIds[0] ?? '';
    secondEventId = records.eventIds[1] ?? '';
  });
  afterAll(async () => {
    expect(server.violations).toEqual([]);
    await server?.close();
  });

  describe('the sign-in popup page', () => {
    it('refuses a site that is not in EMBED_ORIGINS with a readable page that no one may frame', async () => {
      const answer = await fetch(`${server.baseUrl}/embed/sign-in?origin=${encodeURIComponent(EVIL)}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      const html = await answer.text();
      expect(html).toContain('This site may not use your favorites');
      expect(html).toContain(EVIL);
      expect(html).not.toContain('embed-allow');
    });

    it('sends a visitor to the site’s sign-in page, which comes back to the popup', async () => {
      const answer = await fetch(`${server.baseUrl}/embed/sign-in?origin=${encodeURIComponent(MUSIC)}`, {
        redirect: 'manual',
      });
      expect(answer.status).toBe(303);
      const location = new URL(answer.headers.get('location') ?? '', server.baseUrl);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('origin')).toBe(`/embed/sign-in?origin=${encodeURIComponent(MUSIC)}`);
    });

    it('asks a signed-in user, naming them and the site, and keeps the ordinary pages frameable by the site', async () => {
      const { browser, email } = await signedIn();
      const answer = await browser.rawFetch(
        `${server.baseUrl}/embed/sign-in?origin=${encodeURIComponent(MUSIC)}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const html = await answer.text();
      expect(html).toContain(`Use your favorites on ${MUSIC}?`);
      expect(html).toContain(email);
      expect(html).toContain(`"csrfToken":"${browser.csrfToken()}"`);
      expect(html).toContain('src="/embed/assets/sign-in.js"');
      const script = await fetch(`${server.baseUrl}/embed/assets/sign-in.js`);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      expect(await script.text()).toContain('postMessage(message, config.origin)');
      const kiosk = await fetch(`${server.baseUrl}/kiosk`);
      expect(kiosk.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    });
  });

  describe('minting a favorites token', () => {
    it('makes a one-hour token for a listed site and keeps only its hash', async () => {
      const { browser, userId } = await signedIn();
      const before = Date.now();
      const answer = await mint(browser);
      expect(answer.status).toBe(201);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const body = (await answer.json()) as {
        token: string;
        origin: string;
        scope: string;
        expires_at: string;
      };
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.origin).toBe(MUSIC);
      expect(body.scope).toBe('favorites');
      const lifetime = new Date(body.expires_at).getTime() - before;
      expect(lifetime).toBeGreaterThan(HOUR_MS - 60_000);
      expect(lifetime).toBeLessThanOrEqual(HOUR_MS + 1000);
      const rows = await accountsDb(server.db)
        .selectFrom('embed_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(body.token);
    });

    it('refuses a visitor (401), a missing CSRF token (403) and a site not in EMBED_ORIGINS (403)', async () => {
      expect((await mint(server.browser())).status).toBe(401);
      const { browser } = await signedIn();
      expect((await mint(browser, MUSIC, null)).status).toBe(403);
      const evil = await mint(browser, EVIL);
      expect(evil.status).toBe(403);
      expect((await refusal(evil)).message).toBe(
        `${EVIL} is not in EMBED_ORIGINS: it may not keep your favorites`,
      );
    });

    it('stays same-origin: a bearer token cannot make another, and its preflight is refused', async () => {
      const { browser } = await signedIn();
      const token = await mintedToken(browser);
      const answer = await bearerCall(token, 'POST', '/api/embed/tokens', { body: { origin: MUSIC } });
      expect(answer.status).toBe(400);
      const preflight = await fetch(`${server.baseUrl}/api/embed/tokens`, {
        method: 'OPTIONS',
        headers: { origin: MUSIC, 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(403);
    });

    it('answers 429 with Retry-After past 20 tokens an hour for one account', async () => {
      const { browser } = await signedIn();
      for (let i = 0; i < 20; i++) expect((await mint(browser)).status).toBe(201);
      const refused = await mint(browser);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another account is not held back.
      expect((await mint((await signedIn()).browser)).status).toBe(201);
    });
  });

  describe('a favorites token as a bearer token', () => {
    it('reads, adds and removes the user’s favorites from its site, cross-origin, without cookie or CSRF token', async () => {
      const { browser } = await signedIn();
      const token = await mintedToken(browser);
      const preflight = await fetch(`${server.baseUrl}/favorite/events`, {
        method: 'OPTIONS',
        headers: {
          origin: MUSIC,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);

      const added = await bearerCall(token, 'POST', '/favorite/events', { body: { id: eventId } });
      expect(added.status).toBe(200);
      expect(added.headers.get('access-control-allow-origin')).toBe(MUSIC);
      expect(added.headers.get('access-control-allow-credentials')).toBeNull();
      expect(await added.json()).toEqual({ id: eventId, type: 'event' });
      expect(await (await query(token)).json()).toEqual([{ id: eventId, type: 'event' }]);
      // The same favorite is the user's on the product itself.
      const own = await sendJson(server.baseUrl, browser, 'POST', '/favorite/query', { ids: [eventId] });
      expect(await own.json()).toEqual([{ id: eventId, type: 'event' }]);

      const removed = await bearerCall(token, 'DELETE', `/favorite/events/${encodeURIComponent(eventId)}`);
      expect(removed.status).toBe(200);
      expect(await (await query(token)).json()).toEqual([]);
    });

    it('is the request’s only identity: another account’s session cookie beside it is not read', async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const token = await mintedToken(owner.browser);
      await bearerCall(token, 'POST', '/favorite/events', {
        body: { id: secondEventId },
        browser: other.browser,
      });
      const ownerSees = await sendJson(server.baseUrl, owner.browser, 'POST', '/favorite/query', {
        ids: [secondEventId],
      });
      expect(await ownerSees.json()).toEqual([{ id: secondEventId, type: 'event' }]);
      const otherSees = await sendJson(server.baseUrl, other.browser, 'POST', '/favorite/query', {
        ids: [secondEventId],
      });
      expect(await otherSees.json()).toEqual([]);
      // A bad token does not fall back to the cookie.
      expect((await query('x'.repeat(43), { browser: other.browser })).status).toBe(401);
    });

    it('is refused (400) by every operation outside its scope', async () => {
      const { browser } = await signedIn();
      const token = await mintedToken(browser);
      for (const [method, path, body] of [
        ['GET', '/api/me', undefined],
        ['PUT', '/api/me/settings', { show_in_interested: true }],
        ['GET', '/favorite.json', undefined],
        ['POST', '/search/favorites', {}],
        ['GET', `/api/web/2026/events/${eventId}`, undefined],
      ] as const) {
        const answer = await bearerCall(token, method, path, { body });
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect((await refusal(answer)).message).toBe(
          `A favorites token (Authorization: Bearer) is not accepted by ${method} ${path}`,
        );
      }
    });

    it('is accepted only from the site it was given to', async () => {
      const { browser } = await signedIn();
      const token = await mintedToken(browser);
      const film = await query(token, { origin: FILM });
      expect(film.status).toBe(401);
      expect(film.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect((await refusal(film)).message).toBe(
        `This favorites token was given to ${MUSIC}, not to ${FILM}`,
      );
      const evil = await query(token, { origin: EVIL });
      expect(evil.status).toBe(401);
      expect((await refusal(evil)).message).toMatch(
        /only from a site in EMBED_ORIGINS; this request's Origin is https:\/\/evil\.example/,
      );
      const none = await query(token, { origin: null });
      expect(none.status).toBe(401);
      expect((await refusal(none)).message).toMatch(/Origin is \(none\)$/);
    });

    it('says an unknown token is unknown', async () => {
      const answer = await query('not-a-token');
      expect(answer.status).toBe(401);
      expect(await refusal(answer)).toEqual({
        status: 401,
        error: 'unauthorized',
        message: 'This favorites token is not known: sign in again from the embedding site',
      });
    });

    it('expires after an hour, saying so', async () => {
      const { browser } = await signedIn();
      const token = await mintedToken(browser);
      expect((await query(token)).status).toBe(200);
      clockOffsetMs = HOUR_MS + 1000;
      try {
        const answer = await query(token);
        expect(answer.status).toBe(401);
        expect((await refusal(answer)).message).toMatch(
          /^This favorites token expired at \S+: sign in again/,
        );
      } finally {
        clockOffsetMs = 0;
      }
    });

    it('is revoked when the embed signs out, saying so; other tokens of the account live on', async () => {
      const { browser } = await signedIn();
      const token = await mintedToken(browser);
      const kept = await mintedToken(browser);
      const revoked = await bearerCall(token, 'DELETE', '/api/embed/token');
      expect(revoked.status).toBe(204);
      expect(revoked.headers.get('access-control-allow-origin')).toBe(MUSIC);
      const answer = await query(token);
      expect(answer.status).toBe(401);
      expect((await refusal(answer)).message).toMatch(
        /^This favorites token was revoked at \S+ \(signed out\)/,
      );
      expect((await query(kept)).status).toBe(200);
      // Without a token there is nothing to revoke.
      const bare = await sendJson(server.baseUrl, browser, 'DELETE', '/api/embed/token');
      expect(bare.status).toBe(401);
    });

    it('is revoked, with every other token of the account, when the account signs out of the product', async () => {
      const { browser } = await signedIn();
      const music = await mintedToken(browser, MUSIC);
      const film = await mintedToken(browser, FILM);
      const out = await browser.postForm('/auth/sign_out?origin=/', {});
      expect(out.status).toBe(303);
      expect((await refusal(await query(music))).message).toMatch(/was revoked at/);
      expect((await refusal(await query(film, { origin: FILM }))).message).toMatch(/was revoked at/);
    });
  });
});
