import type { ImportKind, ImportPlan } from '../catalog/types.ts';
import type { ParseSkip } from './programme.ts';

/**
 * What keeps an import from half-succeeding. Both checks run in the import's transaction before
 * anything is written (`importCatalog`'s `beforeWrite`), so a refused run leaves the database as it
 * was:
 * - **all or nothing**: a record that cannot be imported (a bad date or time, no title, no id…) stops
 *   the run, unless partial imports are allowed (`--allow-partial`, `allow_partial`). Records the
 *   source itself leaves out (a withdrawn pretalx talk) are not problems.
 * - **cancel guard**: `--cancel-missing` never cancels an event the file lists but that was skipped,
 *   and refuses to cancel more than {@link MAX_CANCEL_SHARE} of the source's live events of the year
 *   (a truncated or wrong file would otherwise cancel a whole programme), unless forced (`--force`,
 *   `force`).
 * The errors say what and how many; the command line and the HTTP endpoint add how to override.
 */

/** Share of a source's live events of a year that one `--cancel-missing` run may cancel unforced. */
export const MAX_CANCEL_SHARE = 0.1;

/** A record that could not be imported, and why. */
export interface SkippedRecord {
  kind: ImportKind;
  /** Which record and where it is in the file (`event:15059 'Title' (/schedule/day[1]/…)`). */
  ref: string;
  reason: string;
}

/** The run would skip records and partial imports were not allowed: nothing was written. */
export class SkippedRecordsError extends Error {
  override name = 'SkippedRecordsError';
  readonly skipped: readonly SkippedRecord[];

  constructor(skipped: readonly SkippedRecord[]) {
    const n = skipped.length;
    super(`${n} ${n === 1 ? 'record' : 'records'} of the file cannot be imported`);
    this.skipped = skipped;
  }
}

/** `--cancel-missing` would cancel more than {@link MAX_CANCEL_SHARE} of the live events: nothing was written. */
export class CancelShareError extends Error {
  override name = 'CancelShareError';
  /** Events that would be canceled, and the live events of the source and year. */
  readonly events: number;
  readonly live: number;

  constructor(plan: { year: number; source: string; events: number; live: number }) {
    const share = Math.round((plan.events / plan.live) * 100);
    super(
      `cancel-missing would cancel ${plan.events} of the ${plan.live} live events of '${plan.source}' in ${plan.year} ` +
        `(${share}%; more than ${MAX_CANCEL_SHARE * 100}% is refused unless forced)`,
    );
    this.events = plan.events;
    this.live = plan.live;
  }
}

export interface GuardOptions {
  /** Import the records that can be imported and report the others. */
  allowPartial?: boolean;
  /** Let `cancelMissing` cancel more than {@link MAX_CANCEL_SHARE} of the live events. */
  force?: boolean;
}

/** Skips of reading and mapping that are problems (not records the source itself leaves out). */
function problems(readSkips: readonly ParseSkip[]): SkippedRecord[] {
  return readSkips.filter((s) => !s.intended).map(({ kind, ref, reason }) => ({ kind, ref, reason }));
}

/**
 * The `beforeWrite` check of an import (see the module comment): `readSkips` are the records left
 * out while reading and mapping the file, `plan` adds those the catalogue's validation skips.
 */
export function refuseUnsafeImport(readSkips: readonly ParseSkip[], opts: GuardOptions) {
  return (plan: ImportPlan): void => {
    if (!opts.allowPartial) {
      const skipped = [...problems(readSkips), ...plan.skipped];
      if (skipped.length > 0) throw new SkippedRecordsError(skipped);
    }
    const cancel = plan.cancel;
    if (!opts.force && cancel && cancel.events > cancel.live * MAX_CANCEL_SHARE) {
      throw new CancelShareError({ year: plan.year, source: plan.source, ...cancel });
    }
  };
}

/**
 * Keys of events the file lists but that were skipped as problems: `--cancel-missing` leaves the
 * stored events alone (a record the source itself leaves out, such as a withdrawn talk, may be canceled).
 */
export function skippedEventIds(readSkips: readonly ParseSkip[]): string[] {
  return readSkips.flatMap((s) => (s.kind === 'events' && !s.intended && s.id ? [s.id] : []));
}
