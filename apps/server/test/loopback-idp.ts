import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

/**
 * A real OpenID Connect provider (`oidc-provider`) on a free loopback port, for the sign-in tests:
 * discovery, authorization with PKCE, token, userinfo. Its login page is a plain form that takes the
 * account id (no password: the tests act as the person at the provider), and consent is granted with
 * the login.
 *
 * Started in two steps because each side must know the other's address: `startLoopbackIdp()` listens
 * (the issuer URL is then known, for the app's OIDC_ISSUER), and `register(redirectUri)` sets the
 * client up once the app's callback URL is known.
 */
export interface IdpAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface LoopbackIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Creates the provider with the client registered for `redirectUri`. */
  register: (redirectUri: string) => void;
  close: () => Promise<void>;
}

/** Stores the provider's artifacts in memory (its own quick-start adapter warns, which fails tests). */
function memoryAdapter(): (name: string) => Adapter {
  const store = new Map<string, AdapterPayload>();
  const expiries = new Map<string, number>();
  const live = (key: string): AdapterPayload | undefined => {
    const expires = expiries.get(key);
    if (expires !== undefined && expires <= Date.now()) {
      store.delete(key);
      expiries.delete(key);
    }
    return store.get(key);
  };
  return (name) => {
    const key = (id: string) => `${name}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [k, payload] of store) {
        if (k.startsWith(`${name}:`) && payload[field] === value) return live(k);
      }
      return undefined;
    };
    return {
      upsert: async (id, payload, expiresIn) => {
        store.set(key(id), payload);
        if (expiresIn) expiries.set(key(id), Date.now() + expiresIn * 1000);
      },
      find: async (id) => live(key(id)),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      consume: async (id) => {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        store.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const [k, payload] of store) if (payload.grantId === grantId) store.delete(k);
      },
    };
  };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const LOGIN_PAGE = (uid: string) =>
  `<!doctype html><title>Sign in</title><form method="post" action="/interaction/${uid}/login"><input name="login"><button>Sign in</button></form>`;

export async function startLoopbackIdp(accounts: Record<string, IdpAccount>): Promise<LoopbackIdp> {
  let handler: RequestListener | null = null;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else {
      res.statusCode = 503;
      res.end('not registered yet');
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'conf-schedule';
  const clientSecret = randomBytes(24).toString('base64url');

  const register = (redirectUri: string) => {
    const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    });
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      jwks: { keys: [{ ...signingKey, kid: 'loopback', alg: 'RS256', use: 'sig' }] },
      adapter: memoryAdapter(),
      findAccount: async (_ctx, id) => {
        const account = accounts[id];
        return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
      },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['given_name', 'family_name'],
      },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      pkce: { required: () => true },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
        Grant: 600,
      },
      renderError: async (ctx, out) => {
        ctx.type = 'application/json';
        ctx.body = out;
      },
      clientBasedCORS: () => false,
    });
    provider.use(async (ctx, next) => {
      const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(ctx.path);
      if (!match) return next();
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      if (ctx.method === 'GET' && !match[2]) {
        ctx.type = 'text/html';
        ctx.body = LOGIN_PAGE(details.uid);
        return;
      }
      if (ctx.method !== 'POST' || !match[2]) return next();
      const accountId = (await readForm(ctx.req)).get('login') ?? '';
      if (!accounts[accountId]) {
        ctx.status = 400;
        ctx.body = 'unknown account';
        return;
      }
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(
        ctx.req,
        ctx.res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      ctx.status = 303;
      ctx.redirect(returnTo);
    });
    handler = provider.callback();
  };

  return {
    issuer,
    clientId,
    clientSecret,
    register,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
