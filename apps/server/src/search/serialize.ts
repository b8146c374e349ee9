import type { SearchResult } from '@conf/api-client';

/**
 * A search result as JSON text, fast: serialising a page of hits is what limits search throughput, and
 * a record's `_source` is the same object on every search (the index is immutable), so its JSON is
 * made once and reused. Everything else goes through JSON.stringify; the output is what
 * `JSON.stringify(result)` gives, with the same keys, values and order.
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

export function searchResultJson(result: SearchResult): string {
  const { id, hits, ...rest } = result;
  const hitsJson = hits
    .map(
      (hit) =>
        `{"_id":${JSON.stringify(hit._id)},"type":${JSON.stringify(hit.type)},"_source":${jsonOfSource(hit._source)},` +
        `"highlight":${JSON.stringify(hit.highlight)},"favorite_id":${JSON.stringify(hit.favorite_id)},` +
        `"favorite_type":${JSON.stringify(hit.favorite_type)}}`,
    )
    .join(',');
  return `{"id":${JSON.stringify(id)},"hits":[${hitsJson}],${JSON.stringify(rest).slice(1)}`;
}
