import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';

/**
 * Records searches (their id is what conversions reference) without slowing searches down: the id is
 * a uuid made here, the row is queued and written with others in one INSERT shortly after. A
 * conversion for a search still in the queue flushes it first; one for a search another instance
 * has not written yet waits one flush interval before giving up.
 */

export interface SearchRecord {
  year: number;
  kind: 'catalog' | 'attendees';
  term: string;
  filters: unknown[];
  models: string[];
  resultCount: number;
}

export interface ConversionInput {
  searchId: string;
  convertableType: string;
  convertableId: string;
}

export interface SearchLogOptions {
  /** How long a search waits in the queue at most (ms). */
  flushMs?: number;
  /** Queue length that triggers a write at once. */
  maxBatch?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface QueuedSearch {
  id: string;
  year: number;
  kind: string;
  term: string;
  filters: string;
  models: string;
  result_count: number;
  created_at: string;
}

/**
 * One INSERT for a whole batch, its columns sent as eight arrays (`unnest`): a multi-row VALUES list
 * would have eight parameters per search (4,000 for a full batch) for the client to build and the
 * server to parse.
 */
async function insertSearches(db: Database, batch: readonly QueuedSearch[]): Promise<void> {
  const column = <K extends keyof QueuedSearch>(key: K) => batch.map((row) => row[key]);
  await sql`insert into searches (id, year, kind, term, filters, models, result_count, created_at)
    select * from unnest(
      ${column('id')}::uuid[], ${column('year')}::integer[], ${column('kind')}::text[],
      ${column('term')}::text[], ${column('filters')}::jsonb[], ${column('models')}::jsonb[],
      ${column('result_count')}::integer[], ${column('created_at')}::timestamptz[]
    )`.execute(db.kysely);
}

export class SearchLog {
  readonly #flushMs: number;
  readonly #maxBatch: number;
  #queue: QueuedSearch[] = [];
  #queuedIds = new Set<string>();
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    opts: SearchLogOptions = {},
  ) {
    this.#flushMs = opts.flushMs ?? 250;
    this.#maxBatch = opts.maxBatch ?? 500;
  }

  /** Queues the search and returns its id at once. */
  record(search: SearchRecord): string {
    const id = randomUUID();
    this.#queue.push({
      id,
      year: search.year,
      kind: search.kind,
      term: search.term,
      filters: JSON.stringify(search.filters),
      models: JSON.stringify(search.models),
      result_count: search.resultCount,
      created_at: new Date().toISOString(),
    });
    this.#queuedIds.add(id);
    if (this.#queue.length >= this.#maxBatch) void this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.#flushMs);
      this.#timer.unref();
    }
    return id;
  }

  /** Writes every queued search (after any write under way). Failures are logged, never thrown. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = this.#queue;
    this.#queue = [];
    const write = async () => {
      if (batch.length === 0) return;
      try {
        await insertSearches(this.db, batch);
      } catch (error) {
        this.logger.warn({ err: error, searches: batch.length }, 'could not record searches');
      } finally {
        for (const row of batch) this.#queuedIds.delete(row.id);
      }
    };
    this.#writing = this.#writing.then(write);
    return this.#writing;
  }

  async #searchExists(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('searches')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stores a conversion. Returns false when no such search exists (not even after waiting one flush
   * interval, in case another instance ran it and has not written it yet).
   */
  async convert(input: ConversionInput): Promise<boolean> {
    if (!UUID.test(input.searchId)) return false;
    if (this.#queuedIds.has(input.searchId)) await this.flush();
    let exists = await this.#searchExists(input.searchId);
    if (!exists) {
      await new Promise((resolve) => setTimeout(resolve, this.#flushMs + 100));
      exists = await this.#searchExists(input.searchId);
    }
    if (!exists) return false;
    await this.db.kysely
      .insertInto('search_conversions')
      .values({
        search_id: input.searchId.toLowerCase(),
        convertable_type: input.convertableType,
        convertable_id: input.convertableId,
      })
      .execute();
    return true;
  }

  /** Writes what is queued; call before closing the database. */
  close(): Promise<void> {
    return this.flush();
  }
}
