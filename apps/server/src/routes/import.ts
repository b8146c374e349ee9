import type { components } from '@conf/contract';
import type { Database } from '../db/database.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';
import { ImportFileError } from '../importers/errors.ts';
import { CancelShareError, SkippedRecordsError } from '../importers/guards.ts';
import { importProgramme, type ProgrammeImportReport } from '../importers/import-programme.ts';
import { ImportOptionError } from '../importers/to-catalog-input.ts';

/**
 * The admin import (tag `import`, `POST /api/admin/import`): the same path as `pnpm conf import`
 * (`importProgramme`: detect or take the format, parse, map, one `importCatalog` transaction), with
 * the request body's `content` as the one file. A file that cannot be read as its format answers 400
 * naming the line or element, before anything is written; so does an unknown time zone or a file
 * that names no year. The programme settings (name, short name, city, theme, tagline, first and
 * last day, event types) are the CLI's options; a bad one answers 400 naming its field. `cancel_missing` is the CLI's `--cancel-missing` (off unless asked for). An
 * import that would skip records answers 400 listing each of them, unless `allow_partial`; one that
 * would cancel more than a tenth of the source's events answers 409, unless `force`.
 */
type ImportReportBody = components['schemas']['ImportReport'];

/** The name the content goes by in error messages (`request, line 3, column 7: …`). */
const CONTENT_NAME = 'request';

/** The importer's report in the contract's shape (every count at the top level and per kind). */
export function toImportReportBody(report: ProgrammeImportReport): ImportReportBody {
  return {
    ...report.total,
    format: report.format,
    year: report.year,
    source: report.source,
    time_zone: report.time_zone,
    dry_run: report.dry_run,
    run_id: report.run_id,
    links_written: report.links_written,
    kinds: report.kinds,
    notes: report.notes,
  };
}

export function importHandlers({ db }: { db: Database }) {
  return implement({
    importCatalog: async (req, ctx) => {
      const body = req.body;
      let report: ProgrammeImportReport;
      try {
        report = await importProgramme(db, [{ name: CONTENT_NAME, text: body.content }], {
          format: body.format ?? 'auto',
          year: body.year,
          timeZone: body.timezone,
          name: body.name,
          shortName: body.short_name,
          city: body.city,
          theme: body.theme,
          tagline: body.tagline,
          firstDay: body.first_day,
          lastDay: body.last_day,
          eventTypes: body.event_types,
          dryRun: body.dry_run ?? false,
          allowPartial: body.allow_partial ?? false,
          cancelMissing: body.cancel_missing ?? false,
          force: body.force ?? false,
        });
      } catch (error) {
        if (error instanceof SkippedRecordsError) {
          throw badRequest(
            `Import refused, nothing was written: ${error.message}; fix them, or send allow_partial: true to import the other records`,
            error.skipped.map((s) => ({ in: 'body', path: '/content', message: `${s.ref}: ${s.reason}` })),
          );
        }
        if (error instanceof CancelShareError) {
          throw conflict(
            `Import refused, nothing was written: ${error.message}; send force: true to cancel them`,
          );
        }
        if (error instanceof ImportFileError) {
          const message = `Import failed, nothing was written: ${error.message}`;
          throw badRequest(message, [{ in: 'body', path: '/content', message: error.message }]);
        }
        if (error instanceof ImportOptionError) {
          throw badRequest(`Import failed, nothing was written: ${error.message}`, [
            { in: 'body', path: `/${error.field}`, message: error.message },
          ]);
        }
        throw error;
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = toImportReportBody(report);
    },
  });
}
