import type { Server } from 'node:http';
import pino from 'pino';
import { seedDemoInterest } from './accounts/demo-interest.ts';
import { createApp } from './app.ts';
import { seedIfEmpty } from './catalog/seed.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { closeGracefully } from './http/graceful.ts';
import { createAppServer } from './http/server.ts';

/**
 * Starts the server: configuration from the environment, database (embedded PGlite by default),
 * migrations, seed for an empty database, then site and API on one port. SIGTERM/SIGINT stop
 * accepting connections and let in-flight requests finish before the database closes.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const logger = pino({ level: config.logLevel });
  const phase = (name: string) =>
    logger.debug(
      {
        phase: name,
        ms: Math.round(performance.now() - startedAt),
        rss_mb: Math.round(process.memoryUsage().rss / 1048576),
      },
      'startup',
    );
  const db = await openDatabase(config.databaseUrl, {
    dataDir: config.dataDir,
    // A lost connection (PostgreSQL restarting) is logged here; the requests it breaks answer 503.
    onBackgroundError: (message, err) => logger.warn({ err }, message),
  });
  phase('database open');
  await migrateToLatest(db);
  phase('migrated');
  const seeded = await seedIfEmpty(db, config.seed);
  phase('seeded');
  if (seeded.seeded) {
    logger.info(
      { seed: config.seed, report: seeded.report?.total ?? seeded.report },
      'seeded an empty database',
    );
    // A fresh demo shows "Who's interested": people who favorite its featured events.
    if (config.seed === 'demo') await seedDemoInterest(db, config.landingYear);
  }
  const app = await createApp({ db, config, logger });
  phase('app created');
  const server: Server = createAppServer(app, config).listen(config.port, config.host);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    {
      port,
      database: db.driver,
      startup_ms: Math.round(performance.now() - startedAt),
      rss_mb: Math.round(process.memoryUsage().rss / 1048576),
    },
    `listening on http://localhost:${port}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const { forced } = await closeGracefully(server, config.shutdownGraceMs, { drain: app.drainStreams });
    if (forced) logger.warn('grace period over: cut the remaining connections');
    await app.close();
    await db.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
