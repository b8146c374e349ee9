import type { ImportKind } from '../catalog/types.ts';
import { CancelShareError, type SkippedRecordsError } from '../importers/guards.ts';
import type { ProgrammeImportReport } from '../importers/import-programme.ts';

/**
 * The import report as a readable text table (pure): counts per kind and in total, then every
 * skipped record with its reason, the notes (records kept with something dropped), and the files
 * of a folder that were passed over. Every skipped record is listed (each is data the import left
 * out); `maxListed` caps the other lists (the JSON output has everything).
 */

const KINDS: readonly ImportKind[] = ['venues', 'entities', 'events', 'attendees'];
const COLUMNS = ['created', 'updated', 'unchanged', 'skipped', 'canceled'] as const;

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  '),
    )
    .join('\n');
}

function listed(title: string, items: readonly { ref: string; reason: string }[], max: number): string[] {
  if (items.length === 0) return [];
  const lines = [`${title} (${items.length}):`];
  for (const item of items.slice(0, max)) lines.push(`  - ${item.ref}: ${item.reason}`);
  if (items.length > max) lines.push(`  … and ${items.length - max} more (see --json)`);
  return lines;
}

export function formatReport(report: ProgrammeImportReport, maxListed = 50): string {
  const rows = [
    ['', ...COLUMNS],
    ...KINDS.map((kind) => [kind, ...COLUMNS.map((c) => String(report.kinds[kind][c]))]),
    ['total', ...COLUMNS.map((c) => String(report.total[c]))],
  ];
  const head = [
    `${report.dry_run ? 'DRY RUN (nothing written): ' : ''}${report.format} → year ${report.year}, source '${report.source}'` +
      (report.time_zone ? `, floating times in ${report.time_zone}` : ''),
    `files: ${report.files.join(', ')}`,
    `${report.links_written} line-up links written, ${report.duration_ms} ms in the database` +
      (report.run_id !== null ? `, import run #${report.run_id}` : ''),
    '',
    table(rows),
  ];
  const sections = [
    listed('Skipped', report.total.skipped_records, Number.POSITIVE_INFINITY),
    listed('Notes', report.notes, maxListed),
    listed(
      'Files passed over',
      report.ignored_files.map((f) => ({ ref: f.file, reason: f.reason })),
      maxListed,
    ),
  ].filter((lines) => lines.length > 0);
  return [...head, ...sections.flatMap((lines) => ['', ...lines])].join('\n');
}

/**
 * A refused import for the terminal: nothing was written, why, every record at fault (all of them:
 * they are what to fix) and the option that overrides the refusal.
 */
export function formatRefusal(error: SkippedRecordsError | CancelShareError): string {
  const head = `Import refused, nothing was written: ${error.message}`;
  if (error instanceof CancelShareError) {
    return `${head}.\nCheck that the file is the whole programme, or run again with --force to cancel them.`;
  }
  return [
    `${head}:`,
    ...error.skipped.map((s) => `  - ${s.ref}: ${s.reason}`),
    'Fix the file, or run again with --allow-partial to import the other records.',
  ].join('\n');
}
