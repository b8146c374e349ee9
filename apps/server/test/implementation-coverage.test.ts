import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../src/http/contract.ts';
import { OPENAPI_METHODS } from '../src/http/route-table.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** The running app implements every operation of openapi.yaml (app.ts's types say so; this checks it). */
describe('the app and the contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { seed: 'none' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('has a handler for every operationId of openapi.yaml', () => {
    const document = loadOpenApiDocument();
    const ids = Object.values(document.paths ?? {}).flatMap((item) =>
      OPENAPI_METHODS.map((method) => (item as Record<string, { operationId?: string } | undefined>)[method])
        .filter((operation) => operation !== undefined)
        .map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThan(40);
    expect(server.unimplemented).toEqual([]);
  });
});
