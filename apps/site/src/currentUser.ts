/**
 * The signed-in user, as the server writes it into the page:
 * `<input type="hidden" id="current-user" data-uid="…" data-roles="a,b">` (spec section 3:
 * the current user's uid is read from a hidden page field). An empty uid means signed out.
 */
export interface CurrentUser {
  uid: string;
  roles: string[];
}

export const CURRENT_USER_ELEMENT_ID = 'current-user';

/** The user named by the hidden field, or `null` when signed out (no field, or an empty uid). */
export function readCurrentUser(doc: Document = document): CurrentUser | null {
  const field = doc.getElementById(CURRENT_USER_ELEMENT_ID);
  const uid = field?.dataset.uid?.trim() ?? '';
  if (!field || uid === '') return null;
  const roles = (field.dataset.roles ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  return { uid, roles };
}
