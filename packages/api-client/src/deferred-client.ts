import type { ApiClient, ApiClientOptions, createApiClient } from './client.ts';

/** The request methods of {@link ApiClient}: each one waits for the client, then calls it. */
type RequestMethod = Exclude<keyof ApiClient, 'use' | 'eject'>;
type Middleware = Parameters<ApiClient['use']>[number];

/**
 * The client of {@link createApiClient}, with openapi-fetch and the retry policy loaded on the
 * first call rather than with the page: a server-rendered page hydrates from the data in its HTML,
 * so its first load needs no client code at all (issue 12: about 3 kB of every page's first-load
 * JavaScript). Same type and behaviour; the first call waits for one small chunk. Middleware
 * registered before the first call is applied when the client is made.
 */
export function createDeferredApiClient(options: ApiClientOptions = {}): ApiClient {
  const middleware: Middleware[] = [];
  let made: ApiClient | undefined;
  let making: Promise<ApiClient> | undefined;
  const client = (): Promise<ApiClient> => {
    making ??= import('./client.ts').then(({ createApiClient }) => {
      made = createApiClient(options);
      made.use(...middleware);
      return made;
    });
    return making;
  };
  const deferred = (name: RequestMethod) =>
    // Each method is generic over the path and method; forwarding the arguments keeps them, but the
    // compiler cannot see through the forwarding, so the wrapper is typed as the method it forwards.
    ((...args: unknown[]) =>
      client().then((ready) => (ready[name] as (...forwarded: unknown[]) => unknown)(...args))) as never;
  return {
    request: deferred('request'),
    GET: deferred('GET'),
    PUT: deferred('PUT'),
    POST: deferred('POST'),
    DELETE: deferred('DELETE'),
    OPTIONS: deferred('OPTIONS'),
    HEAD: deferred('HEAD'),
    PATCH: deferred('PATCH'),
    TRACE: deferred('TRACE'),
    use: (...added) => {
      if (made) made.use(...added);
      else middleware.push(...added);
    },
    eject: (...removed) => {
      if (made) made.eject(...removed);
      else
        for (const one of removed) {
          const at = middleware.indexOf(one);
          if (at >= 0) middleware.splice(at, 1);
        }
    },
  };
}
