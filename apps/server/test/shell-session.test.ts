import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionMiddleware, shellUser } from '../src/accounts/auth-context.ts';
import { createSession } from '../src/accounts/sessions.ts';
import { createUser, type User } from '../src/accounts/users.ts';
import { CSRF_COOKIE, csrfGuard, visitorToken } from '../src/security/csrf.ts';
import { renderShell } from '../src/site/shell.ts';
import { CLIENT_CONFIG } from './fixtures/client-config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * What the HTML shell gets from the session (app.ts feeds `shellUser` and the CSRF guard's
 * `ensureToken` to the site server): the signed-in user's uid and roles in the hidden field, and the
 * session's CSRF token in the meta tag; a visitor gets an empty field and the token of their cookie's
 * visitor id (an HMAC under the server secret).
 */
const SECRET = 'a test secret of at least thirty-two characters';
const TEMPLATE =
  '<html><head><!--app-head--></head><body><!--app-body--><div id="root"><!--app-html--></div></body></html>';

describe('the shell of a page', () => {
  let testDb: TestDatabase;
  let server: ReturnType<Koa['listen']>;
  let baseUrl: string;
  let user: User;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite', null);
    user = (await createUser(testDb.db, {
      email: 'shell@example.org',
      roles: ['attendee', 'staff'],
    })) as User;
    const koa = new Koa();
    koa.use(sessionMiddleware({ db: testDb.db, ttlMs: 3_600_000 }));
    koa.use((ctx) => {
      ctx.type = 'text/html';
      ctx.body = renderShell(TEMPLATE, {
        csrfToken: csrfGuard(SECRET).ensureToken(ctx),
        config: CLIENT_CONFIG,
        user: shellUser(ctx),
      });
    });
    server = koa.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await testDb.drop();
  });

  it("carries a signed-in user's uid and roles, and the session's CSRF token", async () => {
    const session = await createSession(testDb.db, user.id, 3_600_000);
    const html = await (
      await fetch(baseUrl, { headers: { cookie: `${SESSION_COOKIE}=${session.id}` } })
    ).text();
    expect(html).toContain(`data-uid="${user.uid}" data-roles="attendee,staff"`);
    expect(html).toContain(`<meta name="csrf-token" content="${session.csrfToken}">`);
  });

  it("gives a visitor an empty user field and the token of their cookie's visitor id", async () => {
    const response = await fetch(baseUrl);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${CSRF_COOKIE}=`)) ?? '';
    const visitorId = cookie.slice(CSRF_COOKIE.length + 1).split(';')[0] ?? '';
    expect(visitorId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const html = await response.text();
    expect(html).toContain('data-uid="" data-roles=""');
    expect(html).toContain(`<meta name="csrf-token" content="${visitorToken(SECRET, visitorId)}">`);
    // The token is not the cookie's value: knowing one cookie does not give its token without the secret.
    expect(html).not.toContain(`content="${visitorId}"`);
  });

  it('treats an unknown or expired session as a visitor and clears its cookie', async () => {
    const expired = await createSession(testDb.db, user.id, -1000);
    const response = await fetch(baseUrl, { headers: { cookie: `${SESSION_COOKIE}=${expired.id}` } });
    expect(await response.text()).toContain('data-uid=""');
    expect(response.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=;`))).toMatch(
      /expires=Thu, 01 Jan 1970/i,
    );
  });
});
