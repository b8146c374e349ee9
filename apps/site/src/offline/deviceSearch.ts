import type { ScheduleSnapshot, SearchModel, SearchRequest, SearchResult } from '@conf/api-client';
import {
  CATALOG_FACETS,
  CATALOG_MODELS,
  Corpus,
  catalogDocuments,
  searchAnswer,
  snapshotCatalogRows,
} from '@conf/core';

/**
 * Search and lists answered on the device (docs/offline.md, issue 15 item 3; decision 0019): the
 * server's own engine (@conf/core's `Corpus` and `searchAnswer`, decision 0020) over the documents
 * of the schedule kept on the device, so that terms, filters, counts, pages and orders are the
 * server's. Loaded by a dynamic import only after a search call threw for want of a network.
 *
 * What the device cannot know differs from the server's answer: records not yet published are not in
 * the snapshot (the server's preview is not offered), `publish_at` of a hit is null, and films,
 * brands, exhibitors and presenters are found by name only (the snapshot keeps no description).
 */

/** The corpus of each snapshot held, built on its first search (one per downloaded copy). */
const corpora = new WeakMap<ScheduleSnapshot, Promise<Corpus>>();

export function snapshotCorpus(snapshot: ScheduleSnapshot): Promise<Corpus> {
  let corpus = corpora.get(snapshot);
  if (corpus === undefined) {
    corpus = Corpus.build(
      catalogDocuments(snapshotCatalogRows(snapshot), snapshot.time_zone),
      CATALOG_FACETS,
    );
    corpora.set(snapshot, corpus);
  }
  return corpus;
}

/** The models a catalogue search covers, as the server's: the ones asked for, or every catalogue model. */
function catalogScope(models: readonly SearchModel[] | undefined): SearchModel[] {
  return models && models.length > 0 ? [...new Set(models)] : [...CATALOG_MODELS];
}

/**
 * The answer of a catalogue search (POST /search, /{year}/search) from the snapshot. Its `id` is empty:
 * no search was logged, so no conversion is recorded for it. A request the engine cannot answer (a
 * page past the last) throws an error saying why.
 */
export async function deviceSearch(
  snapshot: ScheduleSnapshot,
  body: SearchRequest,
  now: number = Date.now(),
): Promise<SearchResult> {
  const corpus = await snapshotCorpus(snapshot);
  return { id: '', ...searchAnswer(corpus, body, catalogScope(body.models), { now, preview: false }) };
}
