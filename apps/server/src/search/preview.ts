import type { Features } from '@conf/core';
import type { Context } from 'koa';
import { currentUser } from '../accounts/auth-context.ts';
import type { Role } from '../accounts/tables.ts';

/**
 * Who may see records whose publish_at is still in the future (preview mode, spec section 6): a
 * request that asks for it (`preview: true`), from a signed-in user holding the staff or admin role,
 * while the `preview_mode` feature flag is on (as openapi.yaml says for `POST /{year}/search`). Every
 * search route asks {@link previewAllowed}. Anyone else asking gets the normal result, not an error:
 * the site may send `preview` from a shared link, and the published records are still the right answer.
 */

/** Roles that may preview (any one is enough). */
export const PREVIEW_ROLES: readonly Role[] = ['staff', 'admin'];

/** The pure rule: asked for, flag on, and the user (null for a visitor) holds a preview role. */
export function previewPermitted(
  requested: boolean | undefined,
  roles: readonly Role[] | null,
  previewMode: boolean,
): boolean {
  return requested === true && previewMode && (roles ?? []).some((role) => PREVIEW_ROLES.includes(role));
}

/**
 * The rule for one request: the session's user and the flag, read from `source.features`: the routes
 * pass the flags in force now (the live flag store's `current()`, so an admin's change applies at
 * once); a `Config` fits too (its configured defaults).
 */
export function previewAllowed(
  requested: boolean | undefined,
  ctx: Context,
  source: { readonly features: Features },
): boolean {
  if (requested !== true) return false;
  return previewPermitted(requested, currentUser(ctx)?.roles ?? null, source.features.preview_mode);
}
