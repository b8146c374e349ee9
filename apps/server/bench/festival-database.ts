import { generateDemoCatalog } from '../src/catalog/demo/generate.ts';
import { importCatalog } from '../src/catalog/import.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { SearchIndex } from '../src/search/search-index.ts';
import { findPgBin, startPostgresCluster } from '../test/postgres-cluster.ts';
import { fullSearchQueries, suggestionTexts } from './search-queries.ts';

/** What the HTTP benchmarks of the real server need: a database with the festival, and request bodies. */
export interface FestivalDatabase {
  /** PostgreSQL URL holding the festival catalogue. */
  url: string;
  /** `POST /search/suggestions` bodies (2,000 texts typed as people type). */
  suggestionBodies: string[];
  /** `POST /search` bodies (500 full searches: a term, 2 filters). */
  searchBodies: string[];
}

/**
 * Runs `use` with the festival catalogue imported into a throwaway PostgreSQL cluster from the
 * machine's binaries (or into BENCH_DATABASE_URL), stopping the cluster afterwards.
 */
export async function withFestivalDatabase<T>(use: (festival: FestivalDatabase) => Promise<T>): Promise<T> {
  const bin = process.env.BENCH_DATABASE_URL ? null : findPgBin();
  if (!process.env.BENCH_DATABASE_URL && !bin)
    throw new Error('needs BENCH_DATABASE_URL or PostgreSQL binaries');
  const cluster = bin ? await startPostgresCluster(bin) : null;
  const url = process.env.BENCH_DATABASE_URL ?? (cluster?.url as string);
  try {
    const db = await openDatabase(url);
    await migrateToLatest(db);
    await importCatalog(db, generateDemoCatalog('festival'));
    const catalog = (await SearchIndex.build(db)).year(2026)?.catalog;
    await db.close();
    if (!catalog) throw new Error('no 2026 catalogue');
    return await use({
      url,
      suggestionBodies: suggestionTexts(catalog, 2000, 11).map((q) => JSON.stringify({ q })),
      searchBodies: fullSearchQueries(catalog, 500, 12).map((q) => JSON.stringify(q)),
    });
  } finally {
    await cluster?.stop();
  }
}
