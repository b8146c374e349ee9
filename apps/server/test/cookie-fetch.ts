/**
 * A `fetch` with a cookie jar, so that tests behave like one browser (the CSRF cookie, and later
 * the session cookie, travel back to the server).
 */
export interface CookieFetch {
  fetch: typeof fetch;
  cookies: Map<string, string>;
}

export function createCookieFetch(inner: typeof fetch = fetch): CookieFetch {
  const cookies = new Map<string, string>();
  const wrapped: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (cookies.size > 0 && !request.headers.has('cookie')) {
      request.headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await inner(request, { redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return { fetch: wrapped, cookies };
}
