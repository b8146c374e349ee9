/**
 * How big the schedule snapshot is on the wire (issue 15 item 2, docs/offline.md): the SXSW 2026
 * programme of ../shared/datasets is imported into a fresh in-memory PGlite (or BENCH_DATABASE_URL),
 * the real app answers `GET /api/web/2026/schedule-snapshot` on a loopback port, and the bytes that
 * travel are counted as a browser asking for gzip (the budget: at most 2 MB), for Brotli, and without
 * compression; with the records it holds and the time of a first answer and of a 304.
 * Run: `pnpm bench snapshot` (or `pnpm --filter @conf/server exec tsx bench/schedule-snapshot.ts`).
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createAppServer } from '../src/http/server.ts';
import { readSourceFiles } from '../src/importers/files.ts';
import { importProgramme } from '../src/importers/import-programme.ts';
import { REPO_ROOT } from '../src/paths.ts';

/** The budget of issue 15 item 2: the SXSW programme in at most 2 MB transferred, gzipped. */
export const SNAPSHOT_BUDGET_BYTES = 2 * 1024 * 1024;

const SXSW = path.resolve(REPO_ROOT, '../shared/datasets/sxsw-2026');
const YEAR = 2026;

interface Answer {
  status: number;
  /** Bytes of the body as it travelled (compressed when the server compressed it). */
  bytes: number;
  encoding: string | null;
  etag: string | null;
  ms: number;
  body: Buffer;
}

/** One GET with raw bytes counted (no decoding, unlike fetch). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          bytes: body.length,
          encoding: (response.headers['content-encoding'] as string | undefined) ?? null,
          etag: (response.headers.etag as string | undefined) ?? null,
          ms: Math.round(performance.now() - started),
          body,
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export async function scheduleSnapshotBenchmark(): Promise<Record<string, unknown>> {
  if (!existsSync(SXSW)) return { skipped: `${SXSW} not found` };
  const db = await openDatabase(process.env.BENCH_DATABASE_URL ?? 'memory:');
  try {
    await migrateToLatest(db);
    await importProgramme(db, await readSourceFiles(SXSW), { year: YEAR, timeZone: 'America/Chicago' });
    const config = loadConfig({
      SITE_MODE: 'none',
      LOG_LEVEL: 'silent',
      SEED: 'none',
      LANDING_YEAR: String(YEAR),
    });
    const app = await createApp({ db, config, logger: pino({ level: 'silent' }) });
    const server = createAppServer(app, config).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/web/${YEAR}/schedule-snapshot`;
      const first = await get(url, { 'accept-encoding': 'identity' });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      const brotli = await get(url, { 'accept-encoding': 'br, gzip' });
      const notModified = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': gzip.etag ?? '' });
      const snapshot = JSON.parse(first.body.toString('utf8')) as Record<string, unknown[]>;
      return {
        dataset: 'sxsw-2026',
        events: snapshot.events?.length,
        contributors: snapshot.contributors?.length,
        venues: snapshot.venues?.length,
        uncompressed_bytes: first.bytes,
        gzip_bytes: gzip.encoding === 'gzip' ? gzip.bytes : null,
        brotli_bytes: brotli.encoding === 'br' ? brotli.bytes : null,
        gzip_budget_bytes: SNAPSHOT_BUDGET_BYTES,
        within_budget: gzip.encoding === 'gzip' && gzip.bytes <= SNAPSHOT_BUDGET_BYTES,
        first_answer_ms: first.ms,
        gzip_answer_ms: gzip.ms,
        not_modified: { status: notModified.status, bytes: notModified.bytes, ms: notModified.ms },
      };
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    }
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await scheduleSnapshotBenchmark(), null, 2)}\n`);
}
