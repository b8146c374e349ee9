import type { Logger } from 'pino';
import { CATALOG_CHANGED_CHANNEL } from '../catalog/import.ts';
import type { Database } from '../db/database.ts';
import { Corpus } from './corpus.ts';
import { ATTENDEE_FACETS, CATALOG_FACETS } from './facets.ts';
import { SearchIndex, type YearIndex } from './search-index.ts';

/**
 * Keeps this instance's search index current. Built at start; then every instance LISTENs to
 * `catalog_changed` (sent by whoever writes the catalogue, after commit) and rebuilds the year that
 * changed in the background, swapping the new index in atomically: queries keep using the old one
 * until the new one is complete. Notifications arriving during a rebuild are coalesced into one more.
 */

/** Wait after a notification before rebuilding, so that a burst of imports costs one rebuild. */
const COALESCE_MS = 50;
/** Wait before a failed rebuild (the database away) is tried again; the old index answers meanwhile. */
const REBUILD_RETRY_MS = 5_000;

interface ChangePayload {
  year?: unknown;
}

/** Years named by a notification payload (`{"year": 2026, ...}`), or null for "every year". */
export function yearsOfPayload(payload: string): number[] | null {
  try {
    const parsed = JSON.parse(payload) as ChangePayload | null;
    const year = parsed?.year;
    return typeof year === 'number' && Number.isInteger(year) ? [year] : null;
  } catch {
    return null;
  }
}

export class SearchService {
  #index: SearchIndex;
  #version = 0;
  #pending: Set<number> | 'all' | null = null;
  #running: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #unlisten: (() => Promise<void>) | null = null;
  #closed = false;

  private constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    index: SearchIndex,
    /** What a year without records answers from. */
    private readonly emptyYear: Omit<YearIndex, 'year'>,
  ) {
    this.#index = index;
  }

  /** Builds the index from the database and starts following catalogue changes. */
  static async start({ db, logger }: { db: Database; logger: Logger }): Promise<SearchService> {
    const started = performance.now();
    const empty = {
      catalog: await Corpus.build([], CATALOG_FACETS),
      attendees: await Corpus.build([], ATTENDEE_FACETS),
      buildMs: 0,
    };
    const service = new SearchService(db, logger, SearchIndex.empty(), empty);
    // Listen first, so that a change committed while building is not missed.
    // A catalogue change NOTIFYed while the listener was reconnecting is lost: rebuild every year then.
    service.#unlisten = await db.listen(
      CATALOG_CHANGED_CHANNEL,
      (payload) => service.changed(payload),
      () => service.changed(''),
    );
    service.#index = await SearchIndex.build(db);
    logger.info(
      { years: service.#index.years, build_ms: Math.round(performance.now() - started) },
      'search index built',
    );
    return service;
  }

  /** The current index (a snapshot: it never changes under the caller). */
  get index(): SearchIndex {
    return this.#index;
  }

  /** Increases each time a rebuilt index is swapped in. */
  get version(): number {
    return this.#version;
  }

  /** The year's catalogue and attendees (empty ones for a year without records). */
  year(year: number): YearIndex {
    return this.#index.year(year) ?? { year, ...this.emptyYear };
  }

  /** Called with each `catalog_changed` payload: schedules a rebuild of the years it names. */
  changed(payload: string): void {
    if (this.#closed) return;
    this.#queue(yearsOfPayload(payload) ?? 'all');
  }

  /** Adds years to the next rebuild and schedules it (unless one is scheduled or under way). */
  #queue(years: Iterable<number> | 'all'): void {
    if (this.#closed) return;
    if (years === 'all' || this.#pending === 'all') this.#pending = 'all';
    else {
      this.#pending ??= new Set();
      for (const year of years) this.#pending.add(year);
    }
    if (!this.#timer && !this.#running) this.#timer = setTimeout(() => this.#drain(), COALESCE_MS);
  }

  /** Rebuilds now (the years given, or every year) and swaps the result in. */
  async refresh(years?: number[]): Promise<void> {
    this.#pending = years ? new Set(years) : 'all';
    await this.#drain();
  }

  #drain(): Promise<void> {
    this.#timer = null;
    this.#running ??= (async () => {
      try {
        while (this.#pending && !this.#closed) {
          const pending = this.#pending;
          this.#pending = null;
          await this.#rebuild(pending);
        }
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  async #rebuild(years: Set<number> | 'all'): Promise<void> {
    const started = performance.now();
    try {
      if (years === 'all') {
        this.#index = await SearchIndex.build(this.db);
      } else {
        let index = this.#index;
        for (const year of years) index = index.withYear(await SearchIndex.buildYear(this.db, year));
        this.#index = index;
      }
      this.#version++;
      this.logger.info(
        { years: years === 'all' ? 'all' : [...years], build_ms: Math.round(performance.now() - started) },
        'search index rebuilt',
      );
    } catch (error) {
      if (this.#closed) return;
      this.logger.error(
        { err: error, retryInMs: REBUILD_RETRY_MS },
        'search index rebuild failed; still answering from the previous one, trying again',
      );
      // Not queued at once: the loop in #drain would retry without a pause while the database is away.
      setTimeout(() => this.#queue(years), REBUILD_RETRY_MS).unref();
    }
  }

  /** Stops following changes and waits for a rebuild under way. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#unlisten?.();
    await this.#running?.catch(() => undefined);
  }
}
