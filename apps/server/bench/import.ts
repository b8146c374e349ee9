/**
 * Import rate of the programme importers, printed as JSON (records per second, where a record is a
 * venue, entity, event or line-up link written):
 * - `sxsw-feed`: the SXSW 2026 folder (slim feed of every event, raw shards, contributors, venues)
 *   from ../shared/datasets, when it is there;
 * - `festival-csv`: the festival-size demo catalogue (`generateDemoCatalog('festival')`: 4,000
 *   events, 12,000 contributors…) written as a CSV with the documented header, then imported.
 * Each is read+parsed+mapped, then imported into a fresh in-memory PGlite (or BENCH_DATABASE_URL),
 * then imported again unchanged. Run: `pnpm --filter @conf/server bench:import`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { generateDemoCatalog } from '../src/catalog/demo/generate.ts';
import type { CatalogInput } from '../src/catalog/types.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { SourceFile } from '../src/importers/errors.ts';
import { readSourceFiles } from '../src/importers/files.ts';
import { importProgramme, readProgramme } from '../src/importers/import-programme.ts';
import { REPO_ROOT } from '../src/paths.ts';

/** The demo catalogue as a programme CSV (events with their venues and contributors). */
function catalogAsCsv(input: CatalogInput): string {
  const venues = new Map(input.venues.map((v) => [v.id, v]));
  const entities = new Map(input.entities.map((e) => [e.id, e]));
  const rows = input.events.map((e) => {
    const venue = e.venue_id ? venues.get(e.venue_id) : undefined;
    const parent = venue?.parent_id ? venues.get(venue.parent_id) : undefined;
    const people = (e.entities ?? [])
      .filter((r) => r.role === 'contributor')
      .flatMap((r) => {
        const entity = entities.get(r.entity_id);
        return entity ? [entity] : [];
      });
    return {
      id: e.id,
      name: e.name,
      date: e.date ?? '',
      start: e.start_time ?? '',
      end: e.end_time ?? '',
      venue_id: venue?.id ?? '',
      venue: venue?.name ?? '',
      venue_parent_id: parent?.id ?? '',
      venue_parent: parent?.name ?? '',
      description: e.description ?? '',
      long_description: e.long_description ?? '',
      event_type: e.event_type ?? '',
      format: e.format ?? '',
      track: e.track ?? '',
      credentials: (e.credentials ?? []).map((c) => c.type).join('|'),
      tags: (e.tags ?? []).map((t) => t.name).join('|'),
      contributor_ids: people.map((p) => p.id).join('|'),
      contributor_names: people.map((p) => p.name).join('|'),
      contributor_types: people.map((p) => p.type).join('|'),
    };
  });
  const header = Object.keys(rows[0] ?? {});
  // RFC 4180: every field quoted, quotes doubled.
  const line = (values: string[]) => values.map((v) => `"${v.replaceAll('"', '""')}"`).join(',');
  return [line(header), ...rows.map((r) => line(Object.values(r)))].join('\r\n');
}

async function measure(label: string, files: SourceFile[], opts: { year?: number } = {}) {
  const db = await openDatabase(process.env.BENCH_DATABASE_URL ?? 'memory:');
  try {
    await migrateToLatest(db);
    let started = performance.now();
    const read = readProgramme(files, opts);
    const readMs = performance.now() - started;
    started = performance.now();
    const first = await importProgramme(db, files, opts);
    const importMs = performance.now() - started;
    started = performance.now();
    const second = await importProgramme(db, files, opts);
    const reimportMs = performance.now() - started;
    const records = first.total.created + first.links_written;
    return {
      label,
      driver: db.driver,
      bytes: files.reduce((n, f) => n + Buffer.byteLength(f.text), 0),
      input: {
        events: read.input.events.length,
        entities: read.input.entities.length,
        venues: read.input.venues.length,
      },
      records_written: records,
      skipped: first.total.skipped,
      read_parse_map_ms: Math.round(readMs),
      import_ms: Math.round(importMs),
      records_per_second: Math.round(records / (importMs / 1000)),
      events_per_second: Math.round(read.input.events.length / (importMs / 1000)),
      reimport_unchanged_ms: Math.round(reimportMs),
      unchanged_on_reimport: second.total.unchanged,
      rss_mb: Math.round(process.memoryUsage().rss / 1048576),
    };
  } finally {
    await db.close();
  }
}

const results: unknown[] = [];
const sxsw = path.resolve(REPO_ROOT, '../shared/datasets/sxsw-2026');
if (existsSync(sxsw)) results.push(await measure('sxsw-feed', await readSourceFiles(sxsw)));
else results.push({ label: 'sxsw-feed', skipped: `${sxsw} not found` });
const festival = generateDemoCatalog('festival');
results.push(
  await measure('festival-csv', [{ name: 'festival.csv', text: catalogAsCsv(festival) }], { year: 2026 }),
);
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
