import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import pino, { type Logger } from 'pino';
import { sessionMiddleware, shellUser } from './accounts/auth-context.ts';
import { authorizeHandlers } from './accounts/authorize.ts';
import { seedDemoAccounts } from './accounts/demo-accounts.ts';
import { OidcClient } from './accounts/oidc.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createContractRouter, type Handlers, loadOpenApiDocument } from './http/contract.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { notFound } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { analyticsHandlers } from './routes/analytics.ts';
import { authHandlers } from './routes/auth.ts';
import { catalogHandlers, recordExistsForRoute } from './routes/catalog.ts';
import { favoriteHandlers } from './routes/favorites.ts';
import { featureHandlers } from './routes/features.ts';
import { imageHandlers } from './routes/images.ts';
import { reservationHandlers } from './routes/reservations.ts';
import { searchHandlers } from './routes/search.ts';
import { systemHandlers } from './routes/system.ts';
import { SearchLog } from './search/search-log.ts';
import { SearchService } from './search/service.ts';
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
  /**
   * Releases what the app holds besides the database (the search index's listener, queued search
   * records, the Vite dev server in `vite` mode). Call before closing the database.
   */
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
  // Behind one trusted proxy, the client address is the last X-Forwarded-For entry (what the proxy saw).
  const koa = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  koa.on('error', (err, ctx) => {
    const status = (err as { status?: number }).status ?? 500;
    if (status >= 500) log.error({ err, path: ctx?.path }, 'koa error');
  });

  // The search index is built from the database before the app answers anything.
  const search = await SearchService.start({ db, logger: log });
  const searchLog = new SearchLog(db, log);
  if (config.seed === 'demo') await seedDemoAccounts(db, config.landingYear);
  const sessions = { db, ttlMs: config.sessionTtlHours * 3_600_000 };
  const oidc = config.oidc ? new OidcClient(config.oidc, db) : null;
  const handlers: Handlers = {
    ...systemHandlers({ db }),
    ...featureHandlers({ config }),
    ...catalogHandlers({ db, config }),
    ...imageHandlers(),
    ...searchHandlers({ search, searchLog, config }),
    ...authHandlers({ config, sessions, oidc, logger: log }),
    ...favoriteHandlers({ db, config, search }),
    ...reservationHandlers({ db }),
    ...analyticsHandlers({ db }),
  };
  const document = loadOpenApiDocument();
  // Who may call what: the contract's x-roles, checked after CSRF and validation, before each handler.
  const contract = await createContractRouter(authorizeHandlers(handlers, document), {
    verifyCsrf,
    document,
  });
  const site = await createSiteServer({
    mode: config.siteMode,
    shellInput: (ctx) => ({
      csrfToken: ensureCsrfToken(ctx),
      config: clientConfig(config),
      user: shellUser(ctx),
    }),
    recordExists: (match) => recordExistsForRoute(db, config, match),
  });

  // The access log wraps the error middleware, so that it records the status the client really got.
  koa.use(requestLog(log));
  koa.use(errorMiddleware(log));
  koa.use(
    securityHeaders({
      allowViteDev: config.siteMode === 'vite',
      formActionOrigins: config.oidc ? [new URL(config.oidc.issuer).origin] : [],
    }),
  );
  koa.use(bodyParsers());
  koa.use(sessionMiddleware(sessions));
  koa.use(contract.middleware);
  koa.use(site.middleware);
  koa.use((ctx) => {
    throw notFound(`Nothing at ${ctx.method} ${ctx.path}`);
  });
  const close = async () => {
    await site.close();
    await search.close();
    await searchLog.close();
  };
  return { koa, close, unimplemented: contract.unimplemented };
}
