import { currentBearer, requireUser } from '../accounts/auth-context.ts';
import { EMBED_TOKENS_PER_HOUR, mintEmbedToken, revokeEmbedToken } from '../accounts/embed-tokens.ts';
import { countAttempt } from '../accounts/throttle.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { forbidden, tooManyRequests, unauthorized } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';

/**
 * Favorites tokens of embedding sites (tag `auth`; docs/decisions/0022-embed-sign-in.md): the sign-in
 * popup (embed/sign-in-page.tsx) makes one for a site of EMBED_ORIGINS, and the site revokes it when
 * its visitor signs out of the embed. Checking a token is http/bearer.ts's.
 */
export interface EmbedRouteDeps {
  db: Database;
  config: Config;
  /** Epoch ms (tests move it). */
  now: () => number;
}

const HOUR_MS = 60 * 60 * 1000;

export function embedHandlers({ db, config, now }: EmbedRouteDeps) {
  return implement({
    createEmbedToken: async (req, ctx) => {
      const user = requireUser(ctx);
      const { origin } = req.body;
      if (!config.embedOrigins.includes(origin)) {
        throw forbidden(`${origin} is not in EMBED_ORIGINS: it may not keep your favorites`);
      }
      const at = now();
      const wait = await countAttempt(
        db,
        { key: `embed-token:${user.id}`, max: EMBED_TOKENS_PER_HOUR, windowMs: HOUR_MS },
        at,
      );
      if (wait > 0) throw tooManyRequests(`Too many embed sign-ins: try again in ${wait} seconds`, wait);
      const minted = await mintEmbedToken(db, { userId: user.id, origin, now: at });
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = {
        token: minted.token,
        origin: minted.origin,
        scope: minted.scope,
        expires_at: minted.expiresAt.toISOString(),
      };
    },

    revokeEmbedToken: async (_req, ctx) => {
      const bearer = currentBearer(ctx);
      if (!bearer) throw unauthorized('Send the favorites token to revoke (Authorization: Bearer)');
      await revokeEmbedToken(db, bearer.idHash, now());
      ctx.status = 204;
    },
  });
}
