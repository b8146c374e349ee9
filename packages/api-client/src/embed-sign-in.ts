/**
 * Signing in from an embed (docs/embedding.md; docs/decisions/0022-embed-sign-in.md): a site listed
 * in the product's EMBED_ORIGINS opens the product's sign-in popup, the user signs in there (password
 * or OpenID Connect) and allows the site; the popup posts a one-hour favorites token to this window.
 * Pass it to {@link createApiClient}'s `bearerToken`; revoke it with `DELETE /api/embed/token`.
 *
 * This module imports nothing, so that it also runs as a plain script in a host page.
 */

/** The favorites token the popup hands over. */
export interface EmbedToken {
  /** Send as `Authorization: Bearer …` (the client's `bearerToken` option does). */
  token: string;
  scope: 'favorites';
  expiresAt: Date;
}

/** Why {@link signInFromEmbed} gave no token. */
export type EmbedSignInFailure = 'popup_blocked' | 'cancelled' | 'closed';

export class EmbedSignInError extends Error {
  constructor(
    readonly reason: EmbedSignInFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EmbedSignInError';
  }
}

/** The messages the popup posts (apps/server/src/embed/assets/sign-in.js). */
export const EMBED_TOKEN_MESSAGE = 'conf:embed-token';
export const EMBED_CANCEL_MESSAGE = 'conf:embed-cancel';

/** The popup's address on the product for an embedding page of `embedOrigin`. */
export function embedSignInUrl(productUrl: string, embedOrigin: string): string {
  const product = new URL(productUrl).origin;
  return `${product}/embed/sign-in?${new URLSearchParams({ origin: embedOrigin }).toString()}`;
}

/** The window this runs in, as far as the sign-in needs it (tests pass a fake). */
export type EmbedHostWindow = Pick<Window, 'open' | 'addEventListener' | 'removeEventListener'> & {
  location: { origin: string };
};

export interface SignInFromEmbedOptions {
  /** The product's address (`https://schedule.example.org`): the popup's origin. */
  productUrl: string;
  /** `window.open`'s features; default a 480 × 640 popup. */
  features?: string;
  /** How often to check whether the user closed the popup, in ms; default 500. */
  closedPollMs?: number;
  /** Default `window`. */
  window?: EmbedHostWindow;
}

interface TokenMessage {
  type: typeof EMBED_TOKEN_MESSAGE;
  token: string;
  scope: 'favorites';
  expires_at: string;
}

function isTokenMessage(data: unknown): data is TokenMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === EMBED_TOKEN_MESSAGE &&
    typeof message.token === 'string' &&
    message.scope === 'favorites' &&
    typeof message.expires_at === 'string'
  );
}

function isCancelMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === EMBED_CANCEL_MESSAGE
  );
}

/**
 * Opens the product's sign-in popup and resolves with the favorites token it posts back. Call it from
 * a click (or a key press): browsers block popups opened otherwise, and then it rejects at once with
 * `popup_blocked`. Only a message from the popup itself, from the product's origin, counts. Rejects
 * with `cancelled` when the user says no, `closed` when they close the popup first.
 */
export function signInFromEmbed(options: SignInFromEmbedOptions): Promise<EmbedToken> {
  const host = options.window ?? (window as EmbedHostWindow);
  const product = new URL(options.productUrl).origin;
  const popup = host.open(
    embedSignInUrl(product, host.location.origin),
    'conf-embed-sign-in',
    options.features ?? 'popup,width=480,height=640',
  );
  if (!popup) {
    return Promise.reject(
      new EmbedSignInError(
        'popup_blocked',
        'The browser blocked the sign-in window: call signInFromEmbed from a click',
      ),
    );
  }
  return new Promise<EmbedToken>((resolve, reject) => {
    const finish = () => {
      host.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== product || event.source !== popup) return;
      if (isTokenMessage(event.data)) {
        finish();
        resolve({ token: event.data.token, scope: 'favorites', expiresAt: new Date(event.data.expires_at) });
      } else if (isCancelMessage(event.data)) {
        finish();
        reject(new EmbedSignInError('cancelled', 'The user did not allow the sign-in'));
      }
    }
    const poll = setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new EmbedSignInError('closed', 'The sign-in window was closed before signing in'));
    }, options.closedPollMs ?? 500);
    host.addEventListener('message', onMessage);
  });
}
