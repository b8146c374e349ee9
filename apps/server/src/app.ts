import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createContractRouter, type Handlers } from './http/contract.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { notFound } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { catalogHandlers, recordExistsForRoute } from './routes/catalog.ts';
import { featureHandlers } from './routes/features.ts';
import { imageHandlers } from './routes/images.ts';
import { systemHandlers } from './routes/system.ts';
import { ensureCsrfToken, verifyCsrf } from './security/csrf.ts';
import { createSiteServer } from './site/serve.ts';
import type { ClientConfig } from './site/shell.ts';

export interface AppDeps {
  db: Database;
  config: Config;
  logger?: Logger;
}

export interface App {
  koa: Koa;
  /** Releases what the app holds besides the database (the Vite dev server in `vite` mode). */
  close: () => Promise<void>;
  /** operationIds of openapi.yaml that have no handler yet (they answer 501). */
  unimplemented: string[];
}

/** Request bodies: JSON (1 MB; 25 MB for the admin import of a whole programme) and HTML forms. */
function bodyParsers() {
  const small = bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: '1mb',
    formLimit: '64kb',
    encoding: 'utf-8',
  });
  const large = bodyParser({ enableTypes: ['json'], jsonLimit: '25mb', encoding: 'utf-8' });
  return (ctx: Koa.Context, next: Koa.Next) => (ctx.path === '/api/admin/import' ? large : small)(ctx, next);
}

export function clientConfig(config: Config): ClientConfig {
  return {
    landingYear: config.landingYear,
    badgeUrl: config.badgeUrl,
    hotelUrl: config.hotelUrl,
    supportEmail: config.supportEmail,
    theme: config.theme,
    features: config.features,
  };
}

/** Builds the Koa app (site and API on one port) without listening. */
export async function createApp({ db, config, logger }: AppDeps): Promise<App> {
  const log = logger ?? pino({ level: config.logLevel });
  const koa = new Koa({ proxy: config.trustProxy });
  koa.on('error', (err, ctx) => {
    const status = (err as { status?: number }).status ?? 500;
    if (status >= 500) log.error({ err, path: ctx?.path }, 'koa error');
  });

  const handlers: Handlers = {
    ...systemHandlers({ db }),
    ...featureHandlers({ config }),
    ...catalogHandlers({ db, config }),
    ...imageHandlers(),
  };
  const contract = await createContractRouter(handlers, { verifyCsrf });
  const site = await createSiteServer({
    mode: config.siteMode,
    shellInput: (ctx) => ({ csrfToken: ensureCsrfToken(ctx), config: clientConfig(config), user: null }),
    recordExists: (match) => recordExistsForRoute(db, config, match),
  });

  koa.use(errorMiddleware(log));
  koa.use(requestLog(log));
  koa.use(securityHeaders({ allowViteDev: config.siteMode === 'vite' }));
  koa.use(bodyParsers());
  koa.use(contract.middleware);
  koa.use(site.middleware);
  koa.use((ctx) => {
    throw notFound(`Nothing at ${ctx.method} ${ctx.path}`);
  });
  return { koa, close: site.close, unimplemented: contract.unimplemented };
}
