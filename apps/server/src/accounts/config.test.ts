import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('account settings of the configuration', () => {
  it('has safe defaults: no OpenID Connect, 14-day sessions, sign-in limits', () => {
    const config = loadConfig({});
    expect(config.oidc).toBeNull();
    expect(config.publicUrl).toBeUndefined();
    expect(config.sessionTtlHours).toBe(336);
    expect(config.authLimits).toEqual({
      failuresPerAccount: 5,
      failuresPerIp: 20,
      signUpsPerIp: 10,
      windowSeconds: 900,
    });
  });

  it('reads the OpenID Connect provider and the public URL', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.org/realms/conf',
      OIDC_CLIENT_ID: 'schedule',
      OIDC_CLIENT_SECRET: 's3cret',
      PUBLIC_URL: 'https://schedule.example.org/',
      SESSION_TTL_HOURS: '24',
      AUTH_MAX_FAILURES_PER_ACCOUNT: '10',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://login.example.org/realms/conf',
      clientId: 'schedule',
      clientSecret: 's3cret',
      scopes: 'openid email profile',
      label: 'login.example.org',
    });
    expect(
      loadConfig({ OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'c', OIDC_LABEL: 'Example ID' })
        .oidc?.label,
    ).toBe('Example ID');
    expect(config.publicUrl).toBe('https://schedule.example.org');
    expect(config.sessionTtlHours).toBe(24);
    expect(config.authLimits.failuresPerAccount).toBe(10);
  });

  it('names what is wrong', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_ISSUER: 'ftp://x', OIDC_CLIENT_ID: 'c' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://schedule.example.org/app' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
  });
});
