/**
 * Serialized answers of the search routes, kept for the next identical request: type-ahead traffic
 * repeats the same few prefixes from thousands of phones, and searching, highlighting and serialising
 * them again costs far more than sending bytes already made.
 *
 * An answer is only ever reused while it is still the right one:
 * - every entry belongs to one index snapshot (the `generation`, the SearchService's current
 *   SearchIndex): when a catalogue change swaps a rebuilt index in, the whole cache is dropped at the
 *   next look-up;
 * - every entry is valid for a window of the clock, [from, until), in which no record of the corpus
 *   becomes published (Corpus.publishWindow): once the clock passes the next publish_at (or is set
 *   back before the last one), the entry is a miss and is made again;
 * - the caller leaves out what depends on the user (preview answers are not cached at all).
 *
 * Bounded: an LRU of at most `maxEntries` answers and `maxBytes` bytes of answer (the oldest used go
 * first); a single answer larger than a quarter of the budget is not kept.
 */

export interface AnswerCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

/**
 * A cached answer: the JSON as sent, and what the route needs besides (e.g. the hit count). A string
 * suits small answers (Node writes the headers and a string body in one write; a Buffer body costs a
 * second one), a Buffer large ones (no encoding per request).
 */
export interface CachedAnswer {
  body: string | Buffer;
  /** The number of results (search log), when the route needs it. */
  total: number;
}

/** What tells the window of the clock an answer stays right in (a Corpus). */
export interface PublishWindows {
  publishWindow(now: number): readonly [number, number];
}

interface Entry {
  answer: CachedAnswer;
  bytes: number;
  from: number;
  until: number;
}

export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #generation: unknown = undefined;
  #hits = 0;
  #misses = 0;

  constructor(private readonly opts: AnswerCacheOptions) {}

  /** The answer stored under `key` for this generation, if the clock `now` is still in its window. */
  get(key: string, generation: unknown, now: number): CachedAnswer | undefined {
    this.#follow(generation);
    const entry = this.#entries.get(key);
    if (entry === undefined) {
      this.#misses++;
      return undefined;
    }
    if (now < entry.from || now >= entry.until) {
      this.#remove(key, entry);
      this.#misses++;
      return undefined;
    }
    // Most recently used last: re-insert.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#hits++;
    return entry.answer;
  }

  /** Stores an answer made from `generation`, valid while the clock is in [from, until). */
  set(
    key: string,
    answer: CachedAnswer,
    generation: unknown,
    [from, until]: readonly [number, number],
  ): void {
    this.#follow(generation);
    const bytes = typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.length;
    if (bytes > this.opts.maxBytes / 4) return;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, { answer, bytes, from, until });
    this.#bytes += bytes;
    for (const [oldKey, oldest] of this.#entries) {
      if (this.#entries.size <= this.opts.maxEntries && this.#bytes <= this.opts.maxBytes) break;
      this.#remove(oldKey, oldest);
    }
  }

  /**
   * The answer under `key` while it is still the right one, else `make()`, stored for the window of
   * the clock in which `corpus` publishes nothing new (the corpus the answer is made from).
   */
  through(
    key: string,
    at: { generation: unknown; corpus: PublishWindows; now: number },
    make: () => CachedAnswer,
  ): CachedAnswer {
    const cached = this.get(key, at.generation, at.now);
    if (cached !== undefined) return cached;
    const answer = make();
    this.set(key, answer, at.generation, at.corpus.publishWindow(at.now));
    return answer;
  }

  /** Drops every answer. */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Figures (tests, benchmark). */
  stats(): { entries: number; bytes: number; hits: number; misses: number } {
    return { entries: this.#entries.size, bytes: this.#bytes, hits: this.#hits, misses: this.#misses };
  }

  #follow(generation: unknown): void {
    if (generation === this.#generation) return;
    this.clear();
    this.#generation = generation;
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
