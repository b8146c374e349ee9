import type { Config } from '../config.ts';
import type { Handlers } from '../http/contract.ts';

/** `GET /api/web/features`: the flags of spec section 3, the defaults of section 9 overridden by FEATURES. */
export function featureHandlers({ config }: { config: Config }): Handlers {
  return {
    getFeatures: (_req, ctx) => {
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.body = config.features;
    },
  };
}
