import type { Context } from 'koa';
import type { Config } from '../config.ts';

/**
 * Who may see records whose publish_at is still in the future (preview mode, spec section 6).
 *
 * Today: any request that asks for it (`preview: true`) while the `preview_mode` feature flag is on.
 * SEAM for the accounts issue: it will also require the signed-in user to be staff or admin (read the
 * user from `ctx`), as openapi.yaml already says for `POST /{year}/search`. Every search route asks
 * this one function, so that is the only change needed.
 */
export function previewAllowed(requested: boolean | undefined, _ctx: Context, config: Config): boolean {
  return requested === true && config.features.preview_mode;
}
