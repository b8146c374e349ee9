import * as client from 'openid-client';
import type { OidcConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { hashSecret, newSecret } from './sessions.ts';
import { accountsDb } from './tables.ts';

/**
 * Sign-in through an OpenID Connect provider with openid-client: authorization code flow with PKCE
 * (S256), `state` and `nonce`. Between the redirect to the provider and its return, the verifier,
 * state, nonce and the page to return to wait in `oidc_logins`, keyed by the hash of a random id in a
 * short-lived cookie of this browser (so any instance can finish a login another one started, and a
 * callback only completes in the browser that started it). Each pending login is used once.
 */
const LOGIN_TTL_MS = 10 * 60 * 1000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What the provider told us about the person. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
}

/** A login that could not be completed; `origin` is where the browser should go back to. */
export class OidcLoginError extends Error {
  override name = 'OidcLoginError';

  constructor(
    message: string,
    readonly origin: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Maps standard claims (ID token and userinfo, the latter winning) to a profile. */
export function profileFromClaims(issuer: string, claims: Record<string, unknown>): OidcProfile {
  const subject = text(claims.sub);
  if (!subject) throw new Error('The identity provider sent no subject');
  return {
    issuer,
    subject,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    imageUrl: text(claims.picture),
  };
}

export class OidcClient {
  #configuration: Promise<client.Configuration> | null = null;

  constructor(
    private readonly settings: OidcConfig,
    private readonly db: Database,
  ) {}

  /** Discovery runs at the first sign-in (and again after a failure), not at start-up. */
  #configured(): Promise<client.Configuration> {
    this.#configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      // Plain HTTP only for a provider on this machine (development and tests).
      const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
      const auth = this.settings.clientSecret
        ? client.ClientSecretBasic(this.settings.clientSecret)
        : client.None();
      return client.discovery(issuer, this.settings.clientId, undefined, auth, {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
    })().catch((error: unknown) => {
      this.#configuration = null;
      throw error;
    });
    return this.#configuration;
  }

  /**
   * Starts a login: remembers verifier, state, nonce and `origin`, and returns the id for the browser's
   * cookie and the provider URL to redirect to.
   */
  async start(redirectUri: string, origin: string): Promise<{ loginId: string; url: URL }> {
    const configuration = await this.#configured();
    const loginId = newSecret();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await accountsDb(this.db)
      .insertInto('oidc_logins')
      .values({
        id_hash: hashSecret(loginId),
        state,
        nonce,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
        origin,
        expires_at: new Date(Date.now() + LOGIN_TTL_MS).toISOString(),
      })
      .execute();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { loginId, url };
  }

  /**
   * Completes the login of this browser (`loginId` from its cookie) from the provider's answer (the
   * callback's query string): checks state, exchanges the code with the PKCE verifier, checks the ID
   * token and its nonce, and reads the userinfo. Throws {@link OidcLoginError} on any failure.
   */
  async finish(
    loginId: string | undefined,
    query: string,
  ): Promise<{ profile: OidcProfile; origin: string }> {
    const pending = loginId
      ? await accountsDb(this.db)
          .deleteFrom('oidc_logins')
          .where('id_hash', '=', hashSecret(loginId))
          .returningAll()
          .executeTakeFirst()
      : undefined;
    if (!pending) throw new OidcLoginError('No sign-in is pending in this browser', '/');
    if (new Date(pending.expires_at).getTime() <= Date.now()) {
      throw new OidcLoginError('The sign-in took too long', pending.origin);
    }
    const params = new URLSearchParams(query);
    if (params.has('error')) {
      throw new OidcLoginError(`The identity provider answered ${params.get('error')}`, pending.origin);
    }
    try {
      const configuration = await this.#configured();
      const callbackUrl = new URL(pending.redirect_uri);
      callbackUrl.search = params.toString();
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The identity provider sent no ID token');
      const userinfo = configuration.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
        : {};
      const issuer = configuration.serverMetadata().issuer;
      return {
        profile: profileFromClaims(issuer, { ...idClaims, ...userinfo }),
        origin: pending.origin,
      };
    } catch (error) {
      throw new OidcLoginError(
        `Sign-in through the identity provider failed: ${(error as Error).message}`,
        pending.origin,
        { cause: error },
      );
    }
  }
}
