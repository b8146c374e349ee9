import { createApiClient } from '@conf/api-client';
import type { SiteApi } from '../api.ts';

/** One canned answer of the fake network: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * A real API client whose network is a table of answers keyed by path (the network is the unit
 * tests' boundary). Unknown paths answer 404 with the API's error body. Every request is recorded.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): { api: SiteApi; requests: Request[] } {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request);
    const path = decodeURIComponent(new URL(request.url).pathname);
    const answer = answers[path] ?? {
      status: 404,
      body: { status: 404, error: 'not_found', message: `Nothing at GET ${path}` },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
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
