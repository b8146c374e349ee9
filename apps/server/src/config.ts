import { DEFAULT_FEATURES, FEATURE_FLAGS, type FeatureFlag, type Features } from '@conf/core';

/**
 * Server configuration, read once from the environment (documented in docs/configuration.md).
 * Pure: `loadConfig(env)` never touches the process or the disk.
 */
export type SeedName = 'demo' | 'festival' | 'none';

export interface Config {
  /** Port to listen on (PORT, default 3000). */
  port: number;
  /** Host to bind (HOST, default 0.0.0.0). */
  host: string;
  /** DATABASE_URL: undefined = PGlite in ./.data, `memory:` = PGlite in memory, `postgres://…` = a server. */
  databaseUrl: string | undefined;
  /** Folder for the embedded database when DATABASE_URL is unset (DATA_DIR, default ./.data). */
  dataDir: string;
  /** SEED: what an empty database gets at start. */
  seed: SeedName;
  /**
   * Feature flags at start (an admin's stored flags win over them): the spec's defaults overridden by
   * FEATURES (JSON object or `flag=on,flag=off` list). The demo (SEED=demo with FEATURES unset) turns
   * every flag on, so that `pnpm start` shows the whole product; set FEATURES (even empty) for the
   * spec's defaults.
   */
  features: Features;
  /** External links of the landing page (BADGE_URL, HOTEL_URL). */
  badgeUrl: string;
  hotelUrl: string;
  /** Where the 404 screen's support link writes to (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Theme of the site (THEME: education or festival). */
  theme: 'education' | 'festival';
  /** Landing year (LANDING_YEAR, default 2026). */
  landingYear: number;
  /** How the site is served: `dist` (the built site) or `vite` (Vite dev middleware, for `pnpm dev`). */
  siteMode: 'dist' | 'vite' | 'none';
  /** Where the built site is, for `dist` (SITE_DIST, default apps/site/dist of this checkout). */
  siteDist: string | undefined;
  /** Where the no-build embed's package is (ELEMENTS_DIR, default packages/elements of this checkout). */
  elementsDir: string | undefined;
  /** Log level for pino (LOG_LEVEL, default info; `silent` in tests). */
  logLevel: string;
  /** Trust X-Forwarded-* headers (TRUST_PROXY=1 behind a load balancer). */
  trustProxy: boolean;
  /** Milliseconds that in-flight requests get to finish on SIGTERM (SHUTDOWN_GRACE_MS, default 10000). */
  shutdownGraceMs: number;
  /**
   * Milliseconds an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS, default 65000): longer
   * than a load balancer's idle timeout (commonly 60 s), so that the balancer, not the server, closes
   * idle connections and never sends a request on one the server has just closed (a 502).
   */
  keepAliveTimeoutMs: number;
  /**
   * The site's public origin (PUBLIC_URL, e.g. `https://schedule.example.org`): the base of the OpenID
   * Connect redirect URI and a trusted origin for sign-in redirects. Unset: the request's own origin.
   */
  publicUrl: string | undefined;
  /**
   * The origins of the sites that embed the search box and the favorite button (EMBED_ORIGINS, a
   * comma-separated list of `https://host[:port]`): CORS on the operations openapi.yaml marks
   * `x-embed` (http/cors.ts). Empty (the default): no cross-origin calls.
   */
  embedOrigins: string[];
  /** How long a session lives after its last use, in hours (SESSION_TTL_HOURS, default 336 = 14 days). */
  sessionTtlHours: number;
  /**
   * The key of the visitor CSRF token's HMAC (CSRF_SECRET, at least 32 characters). Unset: one secret
   * generated at first start and kept in the database, so that every instance uses the same.
   */
  csrfSecret: string | undefined;
  /** Sign-in through an OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET); null: off. */
  oidc: OidcConfig | null;
  /** Rate limits of sign-in and sign-up (AUTH_*). */
  authLimits: AuthLimits;
  /** Rate limits of the search routes, per client address and instance (SEARCH_RATE_*). */
  searchLimits: SearchLimits;
  /**
   * Open `GET /statuses/stream` connections per client address and instance before 429
   * (STATUS_STREAMS_PER_ADDRESS, default 100; 0: no limit). A page holds one; a venue network that puts
   * many screens or phones behind one public address needs more, unless a proxy in front of the
   * server says who the client is (TRUST_PROXY).
   */
  statusStreamsPerAddress: number;
}

/**
 * Requests per client address per minute, counted in each instance's memory (a fixed one-minute
 * window); 0 turns a limit off. Generous by default: a person typing makes at most about 5 suggestion
 * requests a second (200 ms debounce), and several people may share one address. A venue network that
 * puts many phones behind one public address needs a higher figure (or 0) unless a proxy in front of
 * the server says who the client is (TRUST_PROXY).
 */
export interface SearchLimits {
  /** `POST /search/suggestions` (SEARCH_RATE_SUGGESTIONS_PER_MINUTE, 1200). */
  suggestionsPerMinute: number;
  /** `POST /search`, `POST /{year}/search`, `POST /search/attendees` together (SEARCH_RATE_SEARCHES_PER_MINUTE, 600). */
  searchesPerMinute: number;
}

export interface OidcConfig {
  /** Issuer URL; its `/.well-known/openid-configuration` is read at the first sign-in. */
  issuer: string;
  clientId: string;
  /** Empty for a public client (PKCE only, no client authentication). */
  clientSecret: string;
  /** The provider's name on the sign-in button, "Sign in with {label}" (OIDC_LABEL, default the issuer's host). */
  label: string;
  /** Scopes asked for (OIDC_SCOPES, default `openid email profile`). */
  scopes: string;
}

/**
 * Sign-in and sign-up throttling (accounts/throttle.ts). Failures slow down only the (account, client
 * address) pair that fails: after `failuresBeforeDelay` failures, each further attempt of the pair
 * waits 1 s, 2 s, 4 s … up to `maxDelaySeconds`; nobody is locked out, the right password from another
 * address signs in at once. One address failing across many accounts meets a much higher ceiling,
 * high enough for a venue network that puts thousands of phones behind one public address.
 */
export interface AuthLimits {
  /** Failed sign-ins of one account from one address before that pair's attempts wait (AUTH_FAILURES_BEFORE_DELAY, 3). */
  failuresBeforeDelay: number;
  /** The longest wait of a pair, in seconds (AUTH_MAX_DELAY_SECONDS, 900). */
  maxDelaySeconds: number;
  /** Failed sign-ins from one address, whatever the account, within the window before 429 (AUTH_MAX_FAILURES_PER_ADDRESS, 200). */
  failuresPerAddress: number;
  /** Sign-ups per client address within the window (AUTH_MAX_SIGN_UPS_PER_IP, 10). */
  signUpsPerIp: number;
  /** The window of the two per-address limits, in seconds (AUTH_WINDOW_SECONDS, 900). */
  windowSeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseBoolean(name: string, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['0', 'false', 'off', 'no'].includes(value)) return false;
  throw new ConfigError(`${name}: expected on/off, true/false or 1/0, got '${raw}'`);
}

/** Parses FEATURES: either JSON (`{"alphanav":true}`) or a list (`alphanav=on,filters=off`). */
export function parseFeatureOverrides(raw: string | undefined): Partial<Record<FeatureFlag, boolean>> {
  if (!raw?.trim()) return {};
  const overrides: Partial<Record<FeatureFlag, boolean>> = {};
  const set = (name: string, value: unknown) => {
    if (!(FEATURE_FLAGS as readonly string[]).includes(name)) {
      throw new ConfigError(`FEATURES: unknown flag '${name}' (known: ${FEATURE_FLAGS.join(', ')})`);
    }
    overrides[name as FeatureFlag] =
      typeof value === 'boolean' ? value : parseBoolean(`FEATURES.${name}`, String(value));
  };
  const text = raw.trim();
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ConfigError('FEATURES: not valid JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new ConfigError('FEATURES: expected a JSON object');
    }
    for (const [name, value] of Object.entries(parsed)) set(name, value);
  } else {
    for (const item of text.split(',')) {
      const [name, value = 'on'] = item.split('=').map((s) => s.trim());
      if (name) set(name, value);
    }
  }
  return overrides;
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name}: expected an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function oneOf<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${name}: expected one of ${allowed.join(', ')}, got '${raw}'`);
}

function parseHttpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name}: expected an http(s) URL, got '${raw}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name}: expected an http(s) URL, got '${raw}'`);
  }
  return url;
}

/** PUBLIC_URL as an origin (`https://host[:port]`), without path or trailing slash. */
function parsePublicUrl(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  const url = parseHttpUrl('PUBLIC_URL', raw.trim());
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(
      `PUBLIC_URL: expected an origin without a path (https://host[:port]), got '${raw}'`,
    );
  }
  return url.origin;
}

/** EMBED_ORIGINS: origins (scheme, host, port; no path, no `*`), comma-separated. */
export function parseEmbedOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return [
    ...new Set(
      entries.map((entry) => {
        const url = parseHttpUrl('EMBED_ORIGINS', entry);
        if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
          throw new ConfigError(
            `EMBED_ORIGINS: expected origins without a path (https://host[:port]), comma-separated, got '${entry}'`,
          );
        }
        return url.origin;
      }),
    ),
  ];
}

function parseOidc(env: Record<string, string | undefined>): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim() ?? '';
  const clientId = env.OIDC_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim() ?? '';
  if (!issuer && !clientId && !clientSecret) return null;
  if (!issuer || !clientId) {
    throw new ConfigError(
      'OIDC_ISSUER and OIDC_CLIENT_ID: set both (and OIDC_CLIENT_SECRET unless the client is public)',
    );
  }
  parseHttpUrl('OIDC_ISSUER', issuer);
  return {
    issuer,
    clientId,
    clientSecret,
    scopes: env.OIDC_SCOPES?.trim() || 'openid email profile',
    label: env.OIDC_LABEL?.trim() || new URL(issuer).host,
  };
}

/** A secret setting: unset, or at least 32 characters (a short one would be guessable). */
function parseSecret(name: string, raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < 32) throw new ConfigError(`${name}: expected at least 32 characters`);
  return value;
}

/** Settings that were replaced: starting with one set would silently drop the operator's intent. */
const REPLACED_AUTH_SETTINGS: Readonly<Record<string, string>> = {
  AUTH_MAX_FAILURES_PER_ACCOUNT: 'AUTH_FAILURES_BEFORE_DELAY (per account and address, growing delays)',
  AUTH_MAX_FAILURES_PER_IP: 'AUTH_MAX_FAILURES_PER_ADDRESS',
};

function parseAuthLimits(env: Record<string, string | undefined>): AuthLimits {
  for (const [name, replacement] of Object.entries(REPLACED_AUTH_SETTINGS)) {
    if (env[name] !== undefined) throw new ConfigError(`${name}: replaced by ${replacement}`);
  }
  return {
    failuresBeforeDelay: parseInteger(
      'AUTH_FAILURES_BEFORE_DELAY',
      env.AUTH_FAILURES_BEFORE_DELAY,
      3,
      1,
      1000,
    ),
    maxDelaySeconds: parseInteger('AUTH_MAX_DELAY_SECONDS', env.AUTH_MAX_DELAY_SECONDS, 900, 1, 86_400),
    failuresPerAddress: parseInteger(
      'AUTH_MAX_FAILURES_PER_ADDRESS',
      env.AUTH_MAX_FAILURES_PER_ADDRESS,
      200,
      1,
      1_000_000,
    ),
    signUpsPerIp: parseInteger('AUTH_MAX_SIGN_UPS_PER_IP', env.AUTH_MAX_SIGN_UPS_PER_IP, 10, 1, 100_000),
    windowSeconds: parseInteger('AUTH_WINDOW_SECONDS', env.AUTH_WINDOW_SECONDS, 900, 1, 86_400),
  };
}

/** Every flag on: what the demo starts with. */
function allFeaturesOn(): Features {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Features;
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const seed = oneOf('SEED', env.SEED, ['demo', 'festival', 'none'] as const, 'demo');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^(memory:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(
      `DATABASE_URL: expected unset (embedded, ./.data), 'memory:' or 'postgres://…', got '${databaseUrl}'`,
    );
  }
  return {
    port: parseInteger('PORT', env.PORT, 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR?.trim() || '.data',
    seed,
    features:
      seed === 'demo' && env.FEATURES === undefined
        ? allFeaturesOn()
        : { ...DEFAULT_FEATURES, ...parseFeatureOverrides(env.FEATURES) },
    badgeUrl: env.BADGE_URL?.trim() || 'https://example.org/badges',
    hotelUrl: env.HOTEL_URL?.trim() || 'https://example.org/hotels',
    supportEmail: env.SUPPORT_EMAIL?.trim() || 'support@example.org',
    theme: oneOf('THEME', env.THEME, ['education', 'festival'] as const, 'education'),
    landingYear: parseInteger('LANDING_YEAR', env.LANDING_YEAR, 2026, 1900, 9999),
    siteMode: oneOf('SITE_MODE', env.SITE_MODE, ['dist', 'vite', 'none'] as const, 'dist'),
    siteDist: env.SITE_DIST?.trim() || undefined,
    elementsDir: env.ELEMENTS_DIR?.trim() || undefined,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: env.TRUST_PROXY ? parseBoolean('TRUST_PROXY', env.TRUST_PROXY) : false,
    shutdownGraceMs: parseInteger('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0, 600_000),
    keepAliveTimeoutMs: parseInteger(
      'KEEP_ALIVE_TIMEOUT_MS',
      env.KEEP_ALIVE_TIMEOUT_MS,
      65_000,
      1_000,
      3_600_000,
    ),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    embedOrigins: parseEmbedOrigins(env.EMBED_ORIGINS),
    sessionTtlHours: parseInteger('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 336, 1, 24 * 366),
    csrfSecret: parseSecret('CSRF_SECRET', env.CSRF_SECRET),
    oidc: parseOidc(env),
    authLimits: parseAuthLimits(env),
    statusStreamsPerAddress: parseInteger(
      'STATUS_STREAMS_PER_ADDRESS',
      env.STATUS_STREAMS_PER_ADDRESS,
      100,
      0,
      1_000_000,
    ),
    searchLimits: {
      suggestionsPerMinute: parseInteger(
        'SEARCH_RATE_SUGGESTIONS_PER_MINUTE',
        env.SEARCH_RATE_SUGGESTIONS_PER_MINUTE,
        1200,
        0,
        100_000_000,
      ),
      searchesPerMinute: parseInteger(
        'SEARCH_RATE_SEARCHES_PER_MINUTE',
        env.SEARCH_RATE_SEARCHES_PER_MINUTE,
        600,
        0,
        100_000_000,
      ),
    },
  };
}
