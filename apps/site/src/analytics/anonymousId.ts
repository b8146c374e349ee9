/** Where the browser's anonymous analytics id is kept between visits. */
export const ANONYMOUS_ID_KEY = 'conf-analytics-id';

/**
 * The browser's anonymous id: read from storage, or made up (a random UUID) and stored. Storage can
 * be unavailable (private mode, blocked cookies): the id then lasts for this page only.
 */
export function anonymousId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const known = storage?.getItem(ANONYMOUS_ID_KEY);
    if (known) return known;
  } catch {
    // Storage access itself may throw (SecurityError); fall through to a page-only id.
  }
  const id = crypto.randomUUID();
  try {
    storage?.setItem(ANONYMOUS_ID_KEY, id);
  } catch {
    // Quota or policy: the id stays for this page.
  }
  return id;
}
