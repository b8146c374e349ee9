import { createApiClient } from '@conf/api-client';
import type { SiteApi } from '../api.ts';

/** One canned answer of the fake network: a status and a JSON body (none for 204). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** An answer computed from the request (its JSON body already parsed), for calls such as searches. */
export type FakeResponder = (request: { method: string; body: unknown; url: URL }) => FakeAnswer;

/** A request the fake network saw, with its JSON body parsed. */
export interface RecordedRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

/** The parsed bodies of the requests the fake network saw to `path`, in order. */
export function requestBodies(requests: readonly RecordedRequest[], path: string): unknown[] {
  return requests.filter((request) => request.path === path).map((request) => request.body);
}

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A real API client whose network is a table of answers keyed by path (the network is the unit
 * tests' boundary). An answer is canned or computed from the request. Unknown paths answer 404 with
 * the API's error body. Every request is recorded, its body parsed.
 */
export function fakeApi(
  answers: Record<string, FakeAnswer | FakeResponder>,
  /** Answers paths the table does not name (e.g. every item's "who's interested"); else 404. */
  fallback: (path: string) => FakeAnswer | undefined = () => undefined,
): {
  api: SiteApi;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    const body = await jsonBody(request);
    requests.push({ method: request.method, path, url, body, headers: request.headers });
    const entry = answers[path];
    const answer: FakeAnswer =
      typeof entry === 'function'
        ? entry({ method: request.method, body, url })
        : (entry ??
          fallback(path) ?? {
            status: 404,
            body: { status: 404, error: 'not_found', message: `Nothing at ${request.method} ${path}` },
          });
    const noBody = answer.status === 204 || answer.body === undefined;
    return new Response(noBody ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: noBody ? {} : { 'Content-Type': 'application/json' },
    });
  };
  const api = createApiClient({
    baseUrl: 'http://localhost',
    fetch,
    retryDelayMs: () => 0,
    csrfToken: () => 'test-token',
  });
  return { api, requests };
}
