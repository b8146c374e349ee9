/**
 * The Koa hello-world baselines of the HTTP search benchmark (started by search-http.ts):
 *   hello        answers a small JSON to a GET
 *   hello-post   the same for a POST with a small JSON body, read by the app's body parser
 * Tells its port to the parent over IPC, then serves until killed.
 */
import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';

const post = process.argv[2] === 'hello-post';
const koa = new Koa();
if (post) koa.use(bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '1mb' }));
koa.use((ctx) => {
  ctx.body = { hello: post ? (ctx.request.body as { q?: string }).q : 'world' };
});
const server = koa.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
