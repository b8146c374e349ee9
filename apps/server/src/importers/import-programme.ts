import { importCatalog } from '../catalog/import.ts';
import type { CatalogInput, ImportOptions, ImportReport } from '../catalog/types.ts';
import type { Database } from '../db/database.ts';
import { type LoadedFile, loadFile } from './detect.ts';
import { ImportFileError, type SourceFile } from './errors.ts';
import { parseC3vocJson } from './formats/c3voc-json.ts';
import { parseCsv } from './formats/csv.ts';
import { parseFrabXml } from './formats/frab-xml.ts';
import { parseNative } from './formats/native.ts';
import { parsePretalx } from './formats/pretalx.ts';
import { parseSxsw } from './formats/sxsw.ts';
import { type GuardOptions, refuseUnsafeImport, skippedEventIds } from './guards.ts';
import { FORMAT_ALIASES, IMPORT_FORMATS, type ImportFormat, type ParseSkip } from './programme.ts';
import { nativeProgrammeSettings, type ToCatalogOptions, toCatalogInput } from './to-catalog-input.ts';

/**
 * From files to the catalogue: detect (or take) the format, parse, map through the shared
 * `toCatalogInput` layer, then `importCatalog` (ONE transaction; idempotent; `dryRun` rolls back).
 * A broken file throws {@link ImportFileError} before anything is written, and so does a run that
 * would skip a record (unless `allowPartial`) or cancel too many events (unless `force`): see
 * guards.ts. This is the one entry point for the `conf import` command and for the admin import
 * endpoint (which passes the request body's `content` as one {@link SourceFile}).
 */

export interface ProgrammeImportOptions
  extends ToCatalogOptions,
    Pick<ImportOptions, 'dryRun' | 'cancelMissing'>,
    GuardOptions {
  /** The format, or `auto`/undefined to detect it. Aliases such as `frab-json` are accepted. */
  format?: string | null;
}

/** A file of a folder that was not imported, and why. */
export interface IgnoredFile {
  file: string;
  reason: string;
}

/** What a file or folder holds, ready for `importCatalog`. */
export interface ReadProgramme {
  format: ImportFormat;
  input: CatalogInput;
  /** Records left out while reading and mapping (merged into the import report). */
  skipped: ParseSkip[];
  /** Zone used for floating times (`null` for the native format, which has none). */
  timeZone: string | null;
  files: string[];
  ignored: IgnoredFile[];
}

/** The import report plus what was read. */
export interface ProgrammeImportReport extends ImportReport {
  format: ImportFormat;
  time_zone: string | null;
  files: string[];
  ignored_files: IgnoredFile[];
}

/** A format name as the user wrote it (`auto`, an alias, any case) → the format, or `null` (detect). */
export function resolveFormat(name: string | null | undefined): ImportFormat | null {
  if (!name || name.toLowerCase() === 'auto') return null;
  const key = name.toLowerCase();
  if ((IMPORT_FORMATS as readonly string[]).includes(key)) return key as ImportFormat;
  const alias = FORMAT_ALIASES[key];
  if (alias) return alias;
  throw new ImportFileError(
    `unknown format '${name}' (expected ${IMPORT_FORMATS.join(', ')}, or auto to detect it)`,
  );
}

function loadAll(files: readonly SourceFile[], forced: ImportFormat | null) {
  if (files.length === 0) throw new ImportFileError('nothing to import: no files');
  const loaded: Exclude<LoadedFile, { format: null }>[] = [];
  const ignored: IgnoredFile[] = [];
  for (const file of files) {
    const result = loadFile(file, forced);
    if (result.format === null) ignored.push({ file: file.name, reason: result.reason });
    else loaded.push(result);
  }
  if (loaded.length === 0) {
    const only = ignored.length === 1 ? ignored[0] : undefined;
    throw new ImportFileError(
      only
        ? `cannot tell the format (${only.reason}); name it with --format`
        : `no programme file among ${ignored.map((i) => i.file).join(', ')}`,
      { file: only?.file ?? null },
    );
  }
  const formats = [...new Set(loaded.map((l) => l.format))];
  if (formats.length > 1) {
    throw new ImportFileError(
      `the files hold several formats (${loaded.map((l) => `${l.file.name}: ${l.format}`).join(', ')}); import them one at a time`,
    );
  }
  return { loaded, ignored, format: formats[0] as ImportFormat };
}

function single(loaded: readonly LoadedFile[], format: string): LoadedFile {
  if (loaded.length !== 1) {
    throw new ImportFileError(
      `a ${format} programme is one file; got ${loaded.map((l) => l.file.name).join(', ')}`,
    );
  }
  return loaded[0] as LoadedFile;
}

/** Reads files (one, or a folder's) into catalogue input without touching the database. */
export function readProgramme(
  files: readonly SourceFile[],
  opts: ProgrammeImportOptions = {},
): ReadProgramme {
  const { loaded, ignored, format } = loadAll(files, resolveFormat(opts.format));
  const names = loaded.map((l) => l.file.name);
  if (format === 'native') {
    const file = single(loaded, format);
    const parsed = parseNative(file.file, 'doc' in file ? file.doc : null);
    const input = { ...parsed, year: opts.year ?? parsed.year, source: opts.source ?? parsed.source };
    const programme = nativeProgrammeSettings(input, opts);
    return {
      format,
      input: programme ? { ...input, programme } : input,
      skipped: [],
      timeZone: programme?.time_zone ?? null,
      files: names,
      ignored,
    };
  }
  let parsed: ReturnType<typeof parseSxsw>;
  if (format === 'frab-xml') parsed = parseFrabXml(single(loaded, format).file);
  else if (format === 'csv') parsed = parseCsv(single(loaded, format).file);
  else if (format === 'c3voc-json') {
    const file = single(loaded, format);
    parsed = parseC3vocJson(file.file, 'doc' in file ? file.doc : null);
  } else if (format === 'pretalx') {
    parsed = parsePretalx(loaded.flatMap((l) => ('parts' in l ? l.parts : [])));
  } else {
    const years = loaded.flatMap((l) => ('festivalYear' in l && l.festivalYear ? [l.festivalYear] : []));
    parsed = parseSxsw(
      loaded.flatMap((l) => ('records' in l ? l.records : [])),
      years[0] ?? null,
    );
  }
  const converted = toCatalogInput(parsed, opts);
  return {
    format,
    input: converted.input,
    skipped: converted.skipped,
    timeZone: converted.timeZone,
    files: names,
    ignored,
  };
}

/** The import report with the records skipped while reading counted in (per kind and in total). */
export function withReadSkips(report: ImportReport, skipped: readonly ParseSkip[]): ImportReport {
  const kinds = structuredClone(report.kinds);
  const total = structuredClone(report.total);
  const readSkips = skipped.map(({ ref, reason }) => ({ ref, reason }));
  for (const [i, skip] of skipped.entries()) {
    const note = readSkips[i] as { ref: string; reason: string };
    kinds[skip.kind].skipped += 1;
    kinds[skip.kind].skipped_records.push(note);
  }
  total.skipped += skipped.length;
  total.skipped_records = [...readSkips, ...total.skipped_records];
  return { ...report, kinds, total };
}

/** Reads the files and imports them (see the module comment). */
export async function importProgramme(
  db: Database,
  files: readonly SourceFile[],
  opts: ProgrammeImportOptions = {},
): Promise<ProgrammeImportReport> {
  const read = readProgramme(files, opts);
  const report = await importCatalog(db, read.input, {
    dryRun: opts.dryRun,
    cancelMissing: opts.cancelMissing,
    keepEventIds: skippedEventIds(read.skipped),
    beforeWrite: refuseUnsafeImport(read.skipped, opts),
  });
  return {
    ...withReadSkips(report, read.skipped),
    format: read.format,
    time_zone: read.timeZone,
    files: read.files,
    ignored_files: read.ignored,
  };
}
