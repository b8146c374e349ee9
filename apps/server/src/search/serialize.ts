import type { SearchResult } from '@conf/contract';

/**
 * A search result as JSON text, fast: serialising a page of hits is what limits search throughput, and
 * a record's `_source` is the same object on every search (the index is immutable), so its JSON is
 * made once and reused. Everything else goes through JSON.stringify; the output is what
 * `JSON.stringify(result)` gives, with the same keys, values and order.
 *
 * The answer is made in two parts: the result without its `id` ({@link searchAnswerTail}, the same for
 * every request asking the same search, so it can be cached as bytes) and the id of this request's
 * search put in front ({@link withSearchId}).
 */

/** JSON of each `_source` object served so far (entries go with the index that holds the objects). */
const sourceJson = new WeakMap<object, string>();

function jsonOfSource(source: Record<string, unknown>): string {
  let json = sourceJson.get(source);
  if (json === undefined) {
    json = JSON.stringify(source);
    sourceJson.set(source, json);
  }
  return json;
}

/** The result's JSON after `{"id":…,`: `"hits":[…],"aggregations":…}`. */
export function searchAnswerTail(result: Omit<SearchResult, 'id'>): string {
  const { hits, ...rest } = result;
  let hitsJson = '';
  for (const hit of hits) {
    if (hitsJson !== '') hitsJson += ',';
    hitsJson +=
      `{"_id":${JSON.stringify(hit._id)},"type":${JSON.stringify(hit.type)},"_source":${jsonOfSource(hit._source)},` +
      `"highlight":${JSON.stringify(hit.highlight)},"favorite_id":${JSON.stringify(hit.favorite_id)},` +
      `"favorite_type":${JSON.stringify(hit.favorite_type)}}`;
  }
  return `"hits":[${hitsJson}],${JSON.stringify(rest).slice(1)}`;
}

export function searchResultJson(result: SearchResult): string {
  const { id, ...rest } = result;
  return `{"id":${JSON.stringify(id)},${searchAnswerTail(rest)}`;
}

/** The whole answer: this search's id, then the (cached) tail, as text or as bytes like the tail. */
export function withSearchId(id: string, tail: string | Buffer): string | Buffer {
  const head = `{"id":${JSON.stringify(id)},`;
  return typeof tail === 'string' ? head + tail : Buffer.concat([Buffer.from(head), tail]);
}
