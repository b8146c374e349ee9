import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('account settings of the configuration', () => {
  it('has safe defaults: no OpenID Connect, 14-day sessions, sign-in delays, a database-kept CSRF secret', () => {
    const config = loadConfig({});
    expect(config.oidc).toBeNull();
    expect(config.publicUrl).toBeUndefined();
    expect(config.sessionTtlHours).toBe(336);
    expect(config.authLimits).toEqual({
      failuresBeforeDelay: 3,
      maxDelaySeconds: 900,
      failuresPerAddress: 200,
      signUpsPerIp: 10,
      windowSeconds: 900,
    });
    expect(config.csrfSecret).toBeUndefined();
    expect(config.statusStreamsPerAddress).toBe(100);
  });

  it('reads the OpenID Connect provider and the public URL', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.org/realms/conf',
      OIDC_CLIENT_ID: 'schedule',
      OIDC_CLIENT_SECRET: 's3cret',
      PUBLIC_URL: 'https://schedule.example.org/',
      SESSION_TTL_HOURS: '24',
      AUTH_FAILURES_BEFORE_DELAY: '10',
      AUTH_MAX_DELAY_SECONDS: '60',
      AUTH_MAX_FAILURES_PER_ADDRESS: '5000',
      CSRF_SECRET: ' a secret of at least thirty-two characters ',
      STATUS_STREAMS_PER_ADDRESS: '0',
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
    expect(config.authLimits).toMatchObject({
      failuresBeforeDelay: 10,
      maxDelaySeconds: 60,
      failuresPerAddress: 5000,
    });
    expect(config.csrfSecret).toBe('a secret of at least thirty-two characters');
    expect(config.statusStreamsPerAddress).toBe(0);
  });

  it('names what is wrong', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_ISSUER: 'ftp://x', OIDC_CLIENT_ID: 'c' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://schedule.example.org/app' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
    expect(() => loadConfig({ CSRF_SECRET: 'short' })).toThrow(/CSRF_SECRET: expected at least 32/);
    expect(() => loadConfig({ STATUS_STREAMS_PER_ADDRESS: '-1' })).toThrow(/STATUS_STREAMS_PER_ADDRESS/);
  });

  it('refuses the replaced hard-lock settings, naming what replaced them', () => {
    expect(() => loadConfig({ AUTH_MAX_FAILURES_PER_ACCOUNT: '5' })).toThrow(
      /AUTH_MAX_FAILURES_PER_ACCOUNT: replaced by AUTH_FAILURES_BEFORE_DELAY/,
    );
    expect(() => loadConfig({ AUTH_MAX_FAILURES_PER_IP: '20' })).toThrow(
      /AUTH_MAX_FAILURES_PER_IP: replaced by AUTH_MAX_FAILURES_PER_ADDRESS/,
    );
  });
});
