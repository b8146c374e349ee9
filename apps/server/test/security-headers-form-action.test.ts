import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/http/security-headers.ts';

/**
 * The sign-in form posts to this site, which redirects to the OpenID Connect provider; browsers apply
 * the page's CSP form-action to that redirect, so the provider's origin must be listed.
 */
async function cspOf(formActionOrigins?: string[]): Promise<string> {
  const koa = new Koa();
  koa.use(securityHeaders({ allowViteDev: false, formActionOrigins }));
  koa.use((ctx) => {
    ctx.type = 'text/html';
    ctx.body = '<!doctype html><title>page</title>';
  });
  const server = koa.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return response.headers.get('content-security-policy') ?? '';
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('CSP form-action', () => {
  it("allows only this site's forms by default", async () => {
    expect(await cspOf()).toContain("form-action 'self';");
  });

  it('adds the identity provider when OpenID Connect is configured', async () => {
    expect(await cspOf(['https://login.example.org'])).toContain(
      "form-action 'self' https://login.example.org;",
    );
  });
});
