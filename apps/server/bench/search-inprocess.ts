import { CATALOG_MODELS, suggest } from '@conf/core';
import type { Database } from '../src/db/database.ts';
import { runSearch } from '../src/search/query.ts';
import { SearchIndex } from '../src/search/search-index.ts';
import { fullSearchQueries, percentiles, seededRandom, suggestionTexts } from './search-queries.ts';

/**
 * In-process search figures on one database: index build time and memory, type-ahead and full
 * search latencies (warm), and typo recall. Prints nothing; returns the figures.
 */

/** A full collection before reading memory figures (the bench runs with --expose-gc). */
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const mb = (bytes: number) => Math.round(bytes / 1048576);

/** Runs every item (the first `warmup` untimed); durations and the sum of what the timed runs returned. */
function timeEach<T>(
  items: readonly T[],
  warmup: number,
  run: (item: T) => number,
): { durations: number[]; sum: number; cpuUs: number } {
  for (const item of items.slice(0, warmup)) run(item);
  const durations: number[] = [];
  let sum = 0;
  const cpu = process.cpuUsage();
  for (const item of items.slice(warmup)) {
    const started = performance.now();
    sum += run(item);
    durations.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  return { durations, sum, cpuUs: Math.round((used.user + used.system) / Math.max(1, durations.length)) };
}

/** One random edit (insert, delete, substitute, swap) inside a word, never on its first letter. */
function withTypo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 1));
  const letter = String.fromCharCode(97 + Math.floor(random() * 26));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + letter + word.slice(i);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + letter + word.slice(i + 1);
    default:
      return i + 1 < word.length
        ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
        : word.slice(0, i);
  }
}

export async function measureSearchInProcess(db: Database, year = 2026) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const index = await SearchIndex.build(db);
  const buildMs = Math.round(performance.now() - started);
  gc();
  const memory = process.memoryUsage();
  const yearIndex = index.year(year);
  if (!yearIndex) throw new Error(`No ${year} catalogue in the benchmark database`);
  const { catalog, attendees } = yearIndex;
  const now = Date.now();
  const models = [...CATALOG_MODELS];

  const texts = suggestionTexts(catalog, 7000);
  const suggestions = timeEach(texts, 2000, (q) => suggest(catalog, q, { models, now }).length);

  const queries = fullSearchQueries(catalog, 1500);
  let total = 0;
  const searches = timeEach(queries, 300, (q) => {
    const outcome = runSearch(catalog, {
      term: q.term,
      filters: q.filters,
      models,
      grouping: 'models',
      page: 1,
      now,
      preview: false,
    });
    total += outcome.total;
    return outcome.hits.length;
  });
  const termOnly = timeEach(
    queries,
    300,
    (q) =>
      runSearch(catalog, {
        term: q.term,
        filters: [],
        models,
        grouping: 'models',
        page: 1,
        now,
        preview: false,
      }).hits.length,
  );
  const attendeeSearches = timeEach(suggestionTexts(attendees, 1300, 3), 300, (term) => {
    return runSearch(attendees, {
      term,
      filters: [],
      models: ['attendee'],
      grouping: 'models',
      page: 1,
      now,
      preview: false,
    }).hits.length;
  });

  // Typo recall@8: a record's name (up to two words) with one typo in a word of 5+ letters.
  const random = seededRandom(4);
  let tried = 0;
  let found = 0;
  while (tried < 500) {
    const doc = catalog.docs[Math.floor(random() * catalog.size)];
    const words = doc?.nameTokens.slice(0, 2) ?? [];
    const long = words.findIndex((w) => w.length >= 6);
    if (!doc || long === -1 || !catalog.visible(doc.ord, now, false)) continue;
    tried++;
    const text = words.map((w, i) => (i === long ? withTypo(w, random) : w)).join(' ');
    if (
      suggest(catalog, text, { models, now }).some(
        (s) => ('event_id' in s ? s.event_id : s.entity_id) === doc.id,
      )
    )
      found++;
  }

  return {
    documents: { catalog: catalog.size, attendees: attendees.size },
    build_ms: buildMs,
    index_heap_mb: mb(memory.heapUsed - heapBefore),
    rss_mb_after_build: mb(memory.rss),
    rss_growth_mb: mb(memory.rss - rssBefore),
    postings: { catalog: catalog.stats(), attendees: attendees.stats() },
    suggestions_ms: {
      queries: suggestions.durations.length,
      ...percentiles(suggestions.durations),
      cpu_us_per_query: suggestions.cpuUs,
      mean_results: Math.round((10 * suggestions.sum) / suggestions.durations.length) / 10,
    },
    full_search_ms: {
      queries: searches.durations.length,
      ...percentiles(searches.durations),
      cpu_us_per_query: searches.cpuUs,
      mean_hits: Math.round(searches.sum / searches.durations.length),
      mean_total: Math.round(total / queries.length),
      example: queries[300],
    },
    term_only_search_ms: {
      queries: termOnly.durations.length,
      ...percentiles(termOnly.durations),
      cpu_us_per_query: termOnly.cpuUs,
      mean_hits: Math.round(termOnly.sum / termOnly.durations.length),
    },
    attendee_search_ms: {
      queries: attendeeSearches.durations.length,
      ...percentiles(attendeeSearches.durations),
      cpu_us_per_query: attendeeSearches.cpuUs,
      mean_hits: Math.round(attendeeSearches.sum / attendeeSearches.durations.length),
    },
    typo_recall_at_8: Math.round((1000 * found) / tried) / 10,
  };
}
