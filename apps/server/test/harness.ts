import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient } from '@conf/api-client';
import pino from 'pino';
import { inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { seedIfEmpty } from '../src/catalog/seed.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { CSRF_COOKIE, newCsrfToken } from '../src/security/csrf.ts';
import { type ContractViolation, contractCheckedFetch } from './contract-check.ts';
import { createCookieFetch } from './cookie-fetch.ts';
import { createTestDatabase, type Driver } from './test-database.ts';

export type { Driver };

/** The drivers a suite runs on: PGlite always; PostgreSQL when the run has a server. */
export function drivers(): { driver: Driver; skip: string | false }[] {
  const pgUrl = inject('pgUrl');
  return [
    { driver: 'pglite', skip: false },
    { driver: 'postgres', skip: pgUrl ? false : inject('pgSkipReason') },
  ];
}

export interface TestServer {
  baseUrl: string;
  db: Database;
  config: Config;
  /** The generated client, as one browser: cookie jar, CSRF header, every response checked against openapi.yaml. */
  client: ApiClient;
  /** The same browser's raw fetch (also contract-checked), for calls the typed client cannot make. */
  fetch: typeof fetch;
  violations: ContractViolation[];
  close: () => Promise<void>;
}

/** Starts the real app on a free loopback port over a fresh database of the given driver. */
export async function startTestServer(
  driver: Driver,
  opts: { seed?: 'demo' | 'none'; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const testDb = await createTestDatabase(driver, inject('pgUrl'));
  const db = testDb.db;
  await seedIfEmpty(db, opts.seed ?? 'demo');
  const config = loadConfig({ SITE_MODE: 'none', LOG_LEVEL: 'silent', ...opts.env });
  const app = await createApp({ db, config, logger: pino({ level: 'silent' }) });
  const server = app.koa.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const violations: ContractViolation[] = [];
  const jar = createCookieFetch();
  const token = newCsrfToken();
  jar.cookies.set(CSRF_COOKIE, token);
  const checked = contractCheckedFetch(jar.fetch, violations);
  const client = createApiClient({ baseUrl, fetch: checked, csrfToken: () => token, retries: 0 });
  return {
    baseUrl,
    db,
    config,
    client,
    fetch: checked,
    violations,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await testDb.drop();
    },
  };
}
