import { requireUser } from '../accounts/auth-context.ts';
import type { FeatureStore } from '../features/store.ts';
import { implement } from '../http/implementation.ts';

/**
 * `GET /api/web/features`: the flags in force (spec section 3), live from the flag store.
 * Cache-Control is `no-cache`: the site keeps the answer 5 minutes itself (spec section 9), so a
 * shared or browser HTTP cache on top would only delay an admin's change further; `no-cache` lets a
 * cache keep the answer but makes it ask again each time.
 *
 * `PUT /api/admin/features` (admin: the contract's `x-roles`; the body is checked against the
 * contract, all nine flags as booleans): stores the flags; every instance applies them at once.
 */
export const FEATURES_CACHE_CONTROL = 'no-cache';

export function featureHandlers({ features }: { features: FeatureStore }) {
  return implement({
    getFeatures: (_req, ctx) => {
      ctx.set('Cache-Control', FEATURES_CACHE_CONTROL);
      ctx.body = features.current();
    },
    updateFeatures: async (req, ctx) => {
      const user = requireUser(ctx);
      const stored = await features.replace(req.body, user.id);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = stored;
    },
  });
}
