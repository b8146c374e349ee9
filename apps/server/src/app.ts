import type { RequestListener } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import pino, { type Logger } from 'pino';
import { currentBearer, currentUser, sessionMiddleware, shellUser } from './accounts/auth-context.ts';
import { authorizeHandlers } from './accounts/authorize.ts';
import { seedDemoAccounts } from './accounts/demo-accounts.ts';
import { OidcClient } from './accounts/oidc.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { embedSignInMiddleware } from './embed/sign-in-page.ts';
import { gateHandlers } from './features/gate.ts';
import { FeatureStore } from './features/store.ts';
import { isApiPath } from './http/api-paths.ts';
import { bearerMiddleware } from './http/bearer.ts';
import { createContractRouter, loadOpenApiDocument } from './http/contract.ts';
import { corsMiddleware, corsPolicy, type EmbedDocument } from './http/cors.ts';
import { withUrlLimit } from './http/early-answers.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { notFound } from './http/errors.ts';
import { SUGGESTIONS_PATH, withSuggestionFastLane } from './http/fast-lane.ts';
import { erased, type Implementation } from './http/implementation.ts';
import { jsonBodyFastPath } from './http/json-body.ts';
import { redactUrl } from './http/redact-url.ts';
import { requestLog } from './http/request-log.ts';
import { responseCompression } from './http/response-compression.ts';
import { securityHeaders } from './http/security-headers.ts';
import { type RemoteImageOptions, RemoteImages } from './images/remote-images.ts';
import { siteOrigin } from './links/origin.ts';
import { fallbackProgramme, type ProgrammeSettings } from './programmes/settings.ts';
import { getProgramme } from './programmes/store.ts';
import { analyticsHandlers } from './routes/analytics.ts';
import { authHandlers } from './routes/auth.ts';
import { calendarHandlers } from './routes/calendar.ts';
import { catalogHandlers } from './routes/catalog.ts';
import { embedHandlers } from './routes/embed.ts';
import { embedElementsHandlers } from './routes/embed-elements.ts';
import { favoriteHandlers } from './routes/favorites.ts';
import { featureHandlers } from './routes/features.ts';
import { imageHandlers } from './routes/images.ts';
import { importHandlers } from './routes/import.ts';
import { kioskMiddleware } from './routes/kiosk.ts';
import { linkHandlers } from './routes/links.ts';
import { programmeHandlers } from './routes/programmes.ts';
import { reservationHandlers } from './routes/reservations.ts';
import { scheduleSnapshotHandlers } from './routes/schedule-snapshot.ts';
import { searchHandlers } from './routes/search.ts';
import { statusHandlers } from './routes/statuses.ts';
import { suggestionAnswers } from './routes/suggestions.ts';
import { systemHandlers } from './routes/system.ts';
import { webAppHandlers } from './routes/webapp.ts';
import { SearchLog } from './search/search-log.ts';
import { SearchService } from './search/service.ts';
import { csrfGuard, loadCsrfSecret } from './security/csrf.ts';
import type { Dispatch } from './site/in-process-api.ts';
import { createSiteServer } from './site/serve.ts';
import type { ClientConfig } from './site/shell.ts';
import { StatusStreams } from './statuses/streams.ts';

export interface AppDeps {
  db: Database;
  config: Config;
  logger?: Logger;
  /**
   * The server's clock for what kiosk screens call upcoming and now, and for the sign-in throttle's
   * waits (tests pin or move it). Default: real time.
   */
  clock?: () => Date;
  /** Status stream timings (tests shorten them): keep-alive comment interval and browser retry, in ms. */
  statusStream?: { keepAliveMs?: number; retryMs?: number };
  /**
   * The image proxy's limits (docs/decisions/0009-image-proxy.md). Tests shorten the time limit and
   * set `allowReservedAddresses`, so that a loopback server can play an outside host; the environment
   * cannot set it.
   */
  imageProxy?: Partial<RemoteImageOptions>;
}

export interface App {
  koa: Koa;
  /**
   * What the HTTP server runs for each request: the URL length check (http/early-answers.ts), the
   * suggestion fast lane (http/fast-lane.ts), then Koa. Serve with `createHttpServer(app.listener, …)`
   * (http/server.ts; not `koa.listen`, which would skip both and keep Node's timeouts).
   */
  listener: RequestListener;
  /**
   * Releases what the app holds besides the database (the search index's listener, queued search
   * records, the Vite dev server in `vite` mode). Call before closing the database.
   */
  close: () => Promise<void>;
  /**
   * Ends every open status stream and refuses new ones: call when the server stops accepting
   * connections (graceful shutdown), so that closing does not wait for long-lived streams.
   */
  drainStreams: () => void;
  /** operationIds of openapi.yaml without a handler (none: `handlers` satisfies Implementation). */
  unimplemented: string[];
}

/**
 * Request bodies: JSON (1 MB; 25 MB for the admin import of a whole programme) and HTML forms. JSON is
 * read by a lean reader with @koa/bodyparser's answers (json-body.ts); the rest by @koa/bodyparser. Both
 * decode gzip, deflate and br bodies (the limit applies to the decoded size: 413), and answer a body that
 * does not decode as its Content-Encoding says with 400, an unknown encoding with 415, bytes that are not
 * UTF-8 with 400.
 */
function bodyParsers() {
  const MB = 1024 * 1024;
  const small = jsonBodyFastPath(
    MB,
    bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '1mb', formLimit: '64kb', encoding: 'utf-8' }),
  );
  const large = jsonBodyFastPath(
    25 * MB,
    bodyParser({ enableTypes: ['json'], jsonLimit: '25mb', encoding: 'utf-8' }),
  );
  // Only an admin's import may be large: anyone else's request to that path is read with the small
  // limit (a 413 past 1 MB, else the role check's 401/403), so no visitor makes the server read 25 MB.
  const mayBeLarge = (ctx: Koa.Context) =>
    ctx.path === '/api/admin/import' && currentUser(ctx)?.roles.includes('admin') === true;
  return (ctx: Koa.Context, next: Koa.Next) => (mayBeLarge(ctx) ? large : small)(ctx, next);
}

/** The site's configuration for one page; `features` are the flags in force (the live store's). */
export function clientConfig(
  config: Config,
  origin: string,
  features: Config['features'] = config.features,
  programme: ProgrammeSettings = fallbackProgramme(config.landingYear, config.theme),
): ClientConfig {
  return {
    origin,
    landingYear: config.landingYear,
    badgeUrl: config.badgeUrl,
    hotelUrl: config.hotelUrl,
    supportEmail: config.supportEmail,
    theme: programme.theme,
    programme,
    features,
    // The provider has no display name in the configuration; its issuer's host names it.
    oidc: config.oidc ? { label: config.oidc.label } : null,
  };
}

/** Builds the Koa app (site and API on one port) without listening. */
export async function createApp({
  db,
  config,
  logger,
  clock,
  statusStream,
  imageProxy,
}: AppDeps): Promise<App> {
  const log = logger ?? pino({ level: config.logLevel });
  // Behind one trusted proxy, the client address is the last X-Forwarded-For entry (what the proxy saw).
  const koa = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  koa.on('error', (err, ctx) => {
    // A browser that leaves while a stream body (a status stream, a file) is being sent: not our error.
    if ((err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    const status = (err as { status?: number }).status ?? 500;
    if (status >= 500) log.error({ err, path: ctx ? redactUrl(ctx.path) : undefined }, 'koa error');
  });

  // The search index is built from the database before the app answers anything.
  const search = await SearchService.start({ db, logger: log });
  const searchLog = new SearchLog(db, log);
  if (config.seed === 'demo') await seedDemoAccounts(db, config.landingYear);
  const sessions = { db, ttlMs: config.sessionTtlHours * 3_600_000 };
  const csrf = csrfGuard(await loadCsrfSecret(db, config.csrfSecret));
  const now = clock ?? (() => new Date());
  const oidc = config.oidc ? new OidcClient(config.oidc, db) : null;
  // Live operations: flags and statuses, both kept current on every instance through LISTEN/NOTIFY.
  const features = await FeatureStore.start({ db, defaults: config.features, logger: log });
  const streams = await StatusStreams.start({
    db,
    year: config.landingYear,
    logger: log,
    perAddress: config.statusStreamsPerAddress,
    ...statusStream,
  });
  const remoteImages = await RemoteImages.start({ db, logger: log, options: imageProxy ?? {} });
  const suggestions = suggestionAnswers({ search, config, features });
  const handlers = {
    ...systemHandlers({ db }),
    ...featureHandlers({ features }),
    ...statusHandlers({ db, config, streams }),
    ...catalogHandlers({ db, config }),
    ...programmeHandlers({ db, config }),
    ...scheduleSnapshotHandlers({ db, search, clock }),
    ...imageHandlers({ remote: remoteImages }),
    ...searchHandlers({ search, searchLog, config, features, suggestions }),
    ...authHandlers({ config, sessions, oidc, logger: log, csrf, clock: () => now().getTime() }),
    ...embedHandlers({ db, config, now: () => now().getTime() }),
    ...embedElementsHandlers({ dir: config.elementsDir }),
    ...favoriteHandlers({ db, config, search }),
    ...reservationHandlers({ db }),
    ...analyticsHandlers({ db }),
    ...importHandlers({ db }),
    ...calendarHandlers({ db, config }),
    ...linkHandlers({ db, config, search }),
    ...webAppHandlers({ db, config }),
  } satisfies Implementation;
  const document = loadOpenApiDocument();
  // Who may call what: the contract's x-roles, checked after CSRF and validation, before each handler.
  // Flags the server enforces (attendee directory) answer 404 while off, after the role check.
  const contract = await createContractRouter(
    authorizeHandlers(gateHandlers(erased(handlers), features), document),
    {
      // A favorites token's request carries no cookie: nothing for a cross-site page to forge.
      verifyCsrf: (ctx) => {
        if (!currentBearer(ctx)) csrf.verify(ctx);
      },
      document,
    },
  );
  // Cross-origin calls of the embedding sites (EMBED_ORIGINS) to the `x-embed` operations only.
  const cors = corsPolicy(document as EmbedDocument, config.embedOrigins);
  let lane: Dispatch | null = null;
  const site = await createSiteServer({
    mode: config.siteMode,
    ...(config.siteDist ? { distDir: config.siteDist } : {}),
    shellInput: async (ctx) => ({
      csrfToken: csrf.ensureToken(ctx),
      config: clientConfig(
        config,
        siteOrigin(ctx, config),
        features.current(),
        await getProgramme(db, config.landingYear, config.theme),
      ),
      user: shellUser(ctx),
    }),
    origin: (ctx) => siteOrigin(ctx, config),
    // The handler made below: the pages' API calls go through the whole app, fast lane included.
    dispatch: () => {
      if (!lane) throw new Error('The app is not ready: no request handler yet');
      return lane;
    },
    logger: log,
  });

  // The access log wraps the error middleware, so that it records the status the client really got;
  // so do the security headers, so that error answers carry them too.
  koa.use(requestLog(log));
  koa.use(
    securityHeaders({
      allowViteDev: config.siteMode === 'vite',
      formActionOrigins: config.oidc ? [new URL(config.oidc.issuer).origin] : [],
    }),
  );
  koa.use(responseCompression());
  koa.use(errorMiddleware(log));
  // Preflights are answered before the session is read; the headers are kept on error answers.
  koa.use(corsMiddleware(cors));
  // An embedding site's favorites token (Authorization: Bearer), on its operations only; then the
  // session cookie is not read.
  koa.use(
    bearerMiddleware({
      db,
      document: document as EmbedDocument,
      allowedOrigins: config.embedOrigins,
      now: () => now().getTime(),
    }),
  );
  // The session before the body: the body's size limit depends on who asks (bodyParsers).
  koa.use(sessionMiddleware(sessions));
  koa.use(bodyParsers());
  koa.use(contract.middleware);
  // An API path no operation matched: the contract's JSON 404, not the site's HTML page-not-found.
  koa.use((ctx, next) => {
    if (isApiPath(ctx.path)) throw notFound(`Nothing at ${ctx.method} ${ctx.path}`);
    return next();
  });
  koa.use(embedSignInMiddleware({ config, csrf }));
  koa.use(kioskMiddleware({ db, config, clock: now }));
  koa.use(site.middleware);
  koa.use((ctx) => {
    throw notFound(`Nothing at ${ctx.method} ${ctx.path}`);
  });
  const close = async () => {
    await streams.close();
    await features.close();
    await site.close();
    await search.close();
    await remoteImages.close();
    await searchLog.close();
  };
  // An overlong URL is answered first (414), then the suggestion fast lane, then Koa.
  lane = withSuggestionFastLane(
    {
      answer: (body, address) => suggestions.answer(body, address),
      validator: contract.validator('searchSuggestions'),
      operation: (document.paths?.[SUGGESTIONS_PATH]?.post ?? {}) as Record<string, unknown>,
      logger: log,
      trustProxy: config.trustProxy,
      cors,
    },
    koa.callback(),
  );
  const listener = withUrlLimit(lane, log);
  return {
    koa,
    listener,
    close,
    drainStreams: () => streams.drain(),
    unimplemented: contract.unimplemented,
  };
}
