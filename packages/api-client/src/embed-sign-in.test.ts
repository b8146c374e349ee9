import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import {
  EMBED_CANCEL_MESSAGE,
  EMBED_TOKEN_MESSAGE,
  type EmbedHostWindow,
  EmbedSignInError,
  embedSignInUrl,
  signInFromEmbed,
} from './embed-sign-in.ts';
import type { RequestFetch } from './resilient-fetch.ts';

const PRODUCT = 'https://schedule.example.org';
const HOST = 'https://music.example.org';
const TOKEN = 'a'.repeat(43);

/** A host page's window: messages are dispatched to it by the test; `open` hands out `popup`. */
function hostWindow(popup: { closed: boolean } | null) {
  const target = new EventTarget();
  const open = vi.fn((_url: string, _target: string, _features: string) => popup as unknown as Window | null);
  const host = {
    open,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    location: { origin: HOST },
  } as unknown as EmbedHostWindow;
  const post = (data: unknown, origin = PRODUCT, source: unknown = popup) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { host, open, post };
}

const tokenMessage = {
  type: EMBED_TOKEN_MESSAGE,
  token: TOKEN,
  scope: 'favorites',
  expires_at: '2026-03-09T10:00:00.000Z',
};

describe('signInFromEmbed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the product’s popup for this page’s origin', () => {
    const { host, open } = hostWindow({ closed: false });
    void signInFromEmbed({ productUrl: `${PRODUCT}/2026/events`, window: host }).catch(() => {});
    expect(open).toHaveBeenCalledWith(
      `${PRODUCT}/embed/sign-in?origin=${encodeURIComponent(HOST)}`,
      'conf-embed-sign-in',
      'popup,width=480,height=640',
    );
    expect(embedSignInUrl(PRODUCT, HOST)).toBe(open.mock.calls[0]?.[0]);
  });

  describe('given the popup posts a token', () => {
    it('resolves with it, from the popup and the product’s origin only', async () => {
      const popup = { closed: false };
      const { host, post } = hostWindow(popup);
      const signedIn = signInFromEmbed({ productUrl: PRODUCT, window: host });
      // Another origin, another window, or a malformed message are ignored.
      post({ ...tokenMessage, token: 'b'.repeat(43) }, 'https://evil.example');
      post({ ...tokenMessage, token: 'c'.repeat(43) }, PRODUCT, {});
      post({ type: EMBED_TOKEN_MESSAGE, token: 42 });
      post(tokenMessage);
      await expect(signedIn).resolves.toEqual({
        token: TOKEN,
        scope: 'favorites',
        expiresAt: new Date('2026-03-09T10:00:00.000Z'),
      });
    });
  });

  describe('given no token comes', () => {
    it('rejects with popup_blocked when the browser blocks the popup', async () => {
      const { host } = hostWindow(null);
      const error = await signInFromEmbed({ productUrl: PRODUCT, window: host }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmbedSignInError);
      expect((error as EmbedSignInError).reason).toBe('popup_blocked');
    });

    it('rejects with cancelled when the user says no', async () => {
      const { host, post } = hostWindow({ closed: false });
      const signedIn = signInFromEmbed({ productUrl: PRODUCT, window: host });
      post({ type: EMBED_CANCEL_MESSAGE });
      await expect(signedIn).rejects.toMatchObject({ reason: 'cancelled' });
    });

    it('rejects with closed when the user closes the popup first', async () => {
      const popup = { closed: false };
      const { host } = hostWindow(popup);
      const signedIn = signInFromEmbed({ productUrl: PRODUCT, window: host });
      const outcome = signedIn.catch((e: unknown) => e);
      popup.closed = true;
      await vi.advanceTimersByTimeAsync(500);
      expect(await outcome).toMatchObject({ reason: 'closed' });
    });
  });
});

describe('createApiClient with a favorites token', () => {
  it('sends it as a bearer token and no CSRF token; without one, the CSRF token as before', async () => {
    let bearer: string | null = TOKEN;
    const seen: Request[] = [];
    const fetch = vi.fn<RequestFetch>(async (request) => {
      seen.push(request);
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const client = createApiClient({
      baseUrl: PRODUCT,
      fetch,
      csrfToken: () => 'csrf',
      bearerToken: () => bearer,
    });
    await client.POST('/favorite/query', { body: { ids: ['E1'] } });
    expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(seen[0]?.headers.has('X-CSRF-Token')).toBe(false);
    bearer = null;
    await client.POST('/favorite/query', { body: { ids: ['E1'] } });
    expect(seen[1]?.headers.has('Authorization')).toBe(false);
    expect(seen[1]?.headers.get('X-CSRF-Token')).toBe('csrf');
  });
});
