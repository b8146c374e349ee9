import type { SearchRequest } from '@conf/api-client';
import type { Features } from '@conf/core';
import type { CurrentUser } from '../currentUser.ts';

/** Roles whose searches ask for records not yet published (the server decides who may preview). */
export const PREVIEW_ROLES: readonly string[] = ['staff', 'admin'];

/** Whether the user's searches should ask for the preview: `preview_mode` on and a staff or admin role. */
export function asksForPreview(features: Features, user: CurrentUser | null): boolean {
  return features.preview_mode && (user?.roles.some((role) => PREVIEW_ROLES.includes(role)) ?? false);
}

/**
 * A search body with `preview: true` when the user may ask for the preview (spec section 6:
 * future-published records are shown with a "Visible after" note in preview mode). Everyone
 * else's body is unchanged, so their searches are exactly what they were. The server checks the
 * role again; this only avoids asking for what would be refused.
 */
export function withPreview<T extends SearchRequest>(
  body: T,
  features: Features,
  user: CurrentUser | null,
): T {
  return asksForPreview(features, user) ? { ...body, preview: true } : body;
}
