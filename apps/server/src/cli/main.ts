import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES_USAGE, runRolesCommand } from '../accounts/roles-command.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { exportNative, NativeExportError } from '../export/native.ts';
import { exportScheduleJson } from '../export/schedule-json.ts';
import { ImportFileError } from '../importers/errors.ts';
import { readSourceFiles } from '../importers/files.ts';
import { CancelShareError, SkippedRecordsError } from '../importers/guards.ts';
import { importProgramme } from '../importers/import-programme.ts';
import { IMPORT_FORMATS } from '../importers/programme.ts';
import { ImportOptionError } from '../importers/to-catalog-input.ts';
import { formatRefusal, formatReport } from './format-report.ts';

/**
 * `pnpm conf <command>` (root script: bin/conf.mjs runs this file's bundle, dist/cli.js, in apps/server).
 *
 *   pnpm conf import <file|folder> [--year N] [--format F] [--timezone Zone] [--source S]
 *                    [--name N] [--short-name S] [--city C] [--theme education|festival]
 *                    [--tagline T] [--first-day D] [--last-day D] [--event-types a,b]
 *                    [--dry-run] [--allow-partial] [--cancel-missing] [--force] [--json]
 *   pnpm conf export schedule-json --year N [--out file] [--timezone Zone] [--title T]
 *                    [--acronym A] [--base-url URL]
 *   pnpm conf export native --year N [--source S] [--out file]   (imports back as it was)
 *   pnpm conf roles grant|revoke <email> <attendee|staff|admin>
 *   pnpm conf roles show <email>
 *
 * The database is the server's: DATABASE_URL (`postgres://…`, `memory:`), or when unset the
 * embedded PGlite in DATA_DIR (default `.data`) resolved against the current directory, which
 * pnpm sets to apps/server for both `pnpm start` and `pnpm conf`: the command and the server use
 * the same `apps/server/.data`. File paths given on the command line are resolved against the
 * directory `pnpm conf` was started from (INIT_CWD), so `pnpm conf import ../shared/datasets/…`
 * works from the repository root. An import is all or nothing: a record that cannot be imported
 * stops it (`--allow-partial` imports the others), and `--cancel-missing` refuses to cancel more than
 * a tenth of the source's events (`--force`). Exit codes: 0 done, 1 the file could not be imported
 * or the import was refused (nothing written), 2 usage or a wrong setting in the environment.
 */

const USAGE = `usage:
  pnpm conf import <file|folder> [--year N] [--format ${IMPORT_FORMATS.join('|')}] [--timezone Zone]
                   [--source name] [--name N] [--short-name S] [--city C] [--theme education|festival]
                   [--tagline T] [--first-day yyyy-MM-dd] [--last-day yyyy-MM-dd] [--event-types a,b]
                   [--dry-run] [--allow-partial] [--cancel-missing] [--force] [--json]
  pnpm conf export schedule-json --year N [--out file] [--timezone Zone] [--title T] [--acronym A] [--base-url URL]
  pnpm conf export native --year N [--source S] [--out file]
  pnpm conf ${ROLES_USAGE.replace('Usage: ', '').replaceAll(' | roles', '\n  pnpm conf roles')}`;

class UsageError extends Error {}

/** A path as the user meant it: relative to where they started pnpm. */
function userPath(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

function yearOption(value: string | undefined, required: boolean): number | undefined {
  if (value === undefined) {
    if (required) throw new UsageError('--year is required');
    return undefined;
  }
  const year = Number(value);
  if (!Number.isInteger(year) || year < 1900 || year > 9999)
    throw new UsageError(`--year: not a year: ${value}`);
  return year;
}

async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const db = await openDatabase(config.databaseUrl, { dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function runImport(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      year: { type: 'string' },
      format: { type: 'string' },
      timezone: { type: 'string' },
      source: { type: 'string' },
      name: { type: 'string' },
      'short-name': { type: 'string' },
      city: { type: 'string' },
      theme: { type: 'string' },
      tagline: { type: 'string' },
      'first-day': { type: 'string' },
      'last-day': { type: 'string' },
      'event-types': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'allow-partial': { type: 'boolean', default: false },
      'cancel-missing': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  if (values.force && !values['cancel-missing'])
    throw new UsageError('--force only applies to --cancel-missing');
  if (positionals.length !== 1) throw new UsageError('import takes one file or folder');
  const given = positionals[0] as string;
  const target = userPath(given);
  // Reports name files as the user wrote the path.
  const files = (await readSourceFiles(target)).map((f) => ({
    ...f,
    name: path.join(given, path.relative(target, f.name)),
  }));
  const report = await withDatabase((db) =>
    importProgramme(db, files, {
      format: values.format,
      year: yearOption(values.year, false),
      timeZone: values.timezone,
      source: values.source,
      name: values.name,
      shortName: values['short-name'],
      city: values.city,
      theme: values.theme,
      tagline: values.tagline,
      firstDay: values['first-day'],
      lastDay: values['last-day'],
      eventTypes: values['event-types']?.split(','),
      dryRun: values['dry-run'],
      allowPartial: values['allow-partial'],
      cancelMissing: values['cancel-missing'],
      force: values.force,
    }),
  ).catch((error: unknown) => {
    if (values.json && (error instanceof SkippedRecordsError || error instanceof CancelShareError)) {
      process.stdout.write(`${JSON.stringify(refusalJson(error), null, 2)}\n`);
    }
    throw error;
  });
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report)}\n`);
}

/** A refused import for `--json`: what was refused and every record at fault. */
function refusalJson(error: SkippedRecordsError | CancelShareError) {
  return error instanceof SkippedRecordsError
    ? { refused: 'skipped_records', message: error.message, skipped_records: error.skipped }
    : { refused: 'cancel_share', message: error.message, cancel: { events: error.events, live: error.live } };
}

async function runExport(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      year: { type: 'string' },
      out: { type: 'string' },
      timezone: { type: 'string' },
      title: { type: 'string' },
      acronym: { type: 'string' },
      'base-url': { type: 'string' },
      source: { type: 'string' },
    },
  });
  const kind = positionals[0];
  if (positionals.length !== 1 || (kind !== 'schedule-json' && kind !== 'native')) {
    throw new UsageError(
      'export knows two kinds: schedule-json (c3voc, for schedule apps) and native (imports back as it was)',
    );
  }
  const year = yearOption(values.year, true) as number;
  if (kind === 'native') return runNativeExport(year, values.source, values.out);
  const result = await withDatabase((db) =>
    exportScheduleJson(db, {
      year,
      timeZone: values.timezone,
      title: values.title,
      acronym: values.acronym,
      baseUrl: values['base-url'],
    }),
  );
  const json = `${JSON.stringify(result.document, null, 2)}\n`;
  if (values.out) {
    await writeFile(userPath(values.out), json);
    process.stderr.write(
      `wrote ${values.out}: ${result.events} events; left out ${result.skipped.length} (canceled or without a start time)\n`,
    );
  } else {
    process.stdout.write(json);
  }
}

/** `export native`: one source's records of the year as the catalogue's JSON (export/native.ts). */
async function runNativeExport(year: number, source: string | undefined, out: string | undefined) {
  const input = await withDatabase((db) => exportNative(db, { year, source })).catch((error: unknown) => {
    throw error instanceof NativeExportError ? new UsageError(error.message) : error;
  });
  const json = `${JSON.stringify(input, null, 2)}\n`;
  if (!out) {
    process.stdout.write(json);
    return;
  }
  await writeFile(userPath(out), json);
  const { events, entities, venues } = input;
  process.stderr.write(
    `wrote ${out}: ${input.source} ${year}, ${events.length} events (${events.filter((e) => e.canceled).length} canceled, ${events.filter((e) => !e.start_time).length} without a time), ${entities.length} entities, ${venues.length} venues\n`,
  );
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'import') await runImport(rest);
    else if (command === 'export') await runExport(rest);
    else if (command === 'roles') {
      return await withDatabase((db) =>
        runRolesCommand(
          db,
          rest,
          (line) => process.stdout.write(`${line}\n`),
          (line) => process.stderr.write(`${line}\n`),
        ),
      );
    } else if (command === undefined || command === 'help' || command === '--help') {
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    } else throw new UsageError(`unknown command '${command}'`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof ConfigError) {
      // A setting in the environment (DATABASE_URL, DATA_DIR, …) is wrong: say which, not a stack.
      process.stderr.write(`Configuration error, nothing was done: ${error.message}\n`);
      return 2;
    }
    if (error instanceof ImportFileError || error instanceof ImportOptionError) {
      process.stderr.write(`Import failed, nothing was written: ${error.message}\n`);
      return 1;
    }
    if (error instanceof SkippedRecordsError || error instanceof CancelShareError) {
      process.stderr.write(`${formatRefusal(error)}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
