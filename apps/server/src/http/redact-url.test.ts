import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from './contract.ts';
import { REDACTED, redactUrl, SECRET_PATHS } from './redact-url.ts';

/** The contract's paths that carry the secret `LinkToken` parameter. */
function linkTokenPaths(): string[] {
  const document = loadOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
  const usesLinkToken = (parameters: unknown) =>
    Array.isArray(parameters) &&
    parameters.some((p) => (p as { $ref?: string }).$ref === '#/components/parameters/LinkToken');
  return Object.entries(document.paths)
    .filter(([, item]) =>
      [
        item.parameters,
        ...Object.values(item).map((op) => (op as { parameters?: unknown })?.parameters),
      ].some(usesLinkToken),
    )
    .map(([path]) => path);
}

const TOKEN = 'Zq3xT0k3n-Secret_value123';

describe('redactUrl', () => {
  it('knows every path of the contract whose token is a secret', () => {
    const paths = linkTokenPaths();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(SECRET_PATHS).toContain(path);
  });

  it.each([...SECRET_PATHS])('redacts the token of %s', (template) => {
    const url = template.replace('{token}', TOKEN);
    const redacted = redactUrl(url);
    expect(redacted).toBe(template.replace('{token}', REDACTED));
    expect(redacted).not.toContain(TOKEN);
  });

  it('redacts secret query values (OpenID Connect code and state, any token) and keeps the rest', () => {
    expect(redactUrl(`/auth/oidc/callback?code=${TOKEN}&state=abc&iss=https%3A%2F%2Fid.example`)).toBe(
      `/auth/oidc/callback?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Fid.example`,
    );
    expect(redactUrl(`/x?TOKEN=${TOKEN}&page=2`)).toBe(`/x?TOKEN=${REDACTED}&page=2`);
    expect(redactUrl(`/x?%74oken=${TOKEN}`)).toBe(`/x?%74oken=${REDACTED}`);
    expect(redactUrl('/x?%zz=1&flag')).toBe('/x?%zz=1&flag');
  });

  it('leaves other paths alone, including ones that only look alike', () => {
    for (const url of [
      '/2026/events',
      '/api/web/2026/events/e1',
      '/api/me/calendar-feed',
      '/calendar/a/b.ics',
      '/schedule',
      '/api/shared-schedules/',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
