/**
 * Generates a demo catalogue and imports it into an in-memory PGlite (or the database of
 * BENCH_DATABASE_URL), then imports it again (everything unchanged), and prints the figures as JSON:
 *
 *   pnpm exec tsx apps/server/src/catalog/demo/bench-load.ts festival
 */
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { importCatalog } from '../import.ts';
import { type DemoSize, generateDemoCatalog } from './generate.ts';

const SIZES: readonly DemoSize[] = ['demo', 'festival'];

async function bench(size: DemoSize, url: string): Promise<Record<string, unknown>> {
  const db = await openDatabase(url);
  try {
    await migrateToLatest(db);
    let started = performance.now();
    const input = generateDemoCatalog(size);
    const generateMs = performance.now() - started;
    started = performance.now();
    const first = await importCatalog(db, input);
    const importMs = performance.now() - started;
    started = performance.now();
    const second = await importCatalog(db, input);
    const reimportMs = performance.now() - started;
    return {
      size,
      driver: db.driver,
      generate_ms: Math.round(generateMs),
      import_ms: Math.round(importMs),
      reimport_unchanged_ms: Math.round(reimportMs),
      rows: {
        venues: input.venues.length,
        entities: input.entities.length,
        events: input.events.length,
        attendees: input.attendees.length,
        event_entities: first.links_written,
        total: first.total.created + first.links_written,
      },
      created: first.total.created,
      unchanged_on_reimport: second.total.unchanged,
      rss_mb: Math.round(process.memoryUsage().rss / 1048576),
    };
  } finally {
    await db.close();
  }
}

const size = (process.argv[2] ?? 'festival') as DemoSize;
if (!SIZES.includes(size)) {
  process.stderr.write(`usage: bench-load.ts [${SIZES.join('|')}]\n`);
  process.exit(2);
}
const result = await bench(size, process.env.BENCH_DATABASE_URL ?? 'memory:');
process.stdout.write(`${JSON.stringify(result)}\n`);
