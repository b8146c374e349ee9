import type { Favorite } from '@conf/contract';
import { Corpus, type Doc, type DocInput } from './corpus.ts';
import type { FacetValue } from './facets.ts';
import { favoriteTypeOf } from './models.ts';

/**
 * The corpus of a user's favorites (My Favorites): the documents of `corpus` that are favorites,
 * with their facet values, so that the engine lists, filters, groups and pages them as any search.
 * The server runs it over its index, the device over the schedule it keeps (offline).
 */

const favoriteKey = (type: string, id: string) => `${type}\u0000${id}`;

/** Per corpus (a corpus is immutable, a rebuilt one is a new object): favorite key -> ord. */
const ordsByKey = new WeakMap<Corpus, Map<string, number>>();

function ordIndex(corpus: Corpus): Map<string, number> {
  let index = ordsByKey.get(corpus);
  if (!index) {
    index = new Map(corpus.docs.map((doc) => [favoriteKey(favoriteTypeOf(doc.model), doc.id), doc.ord]));
    ordsByKey.set(corpus, index);
  }
  return index;
}

/** The document at `ord` as it was given to the corpus, facet values and labels included. */
function docInputOf(corpus: Corpus, ord: number): DocInput {
  const {
    ord: _ord,
    modelIdx: _m,
    group: _g,
    normName: _n,
    nameTokens: _t,
    alpha: _a,
    ...input
  } = corpus.docs[ord] as Doc;
  const facets: Record<string, FacetValue[]> = {};
  for (const column of corpus.facets) {
    facets[column.def.name] = column.keysOf(ord).map((key) => ({
      key,
      label: column.labels[column.idOf(key)] ?? null,
    }));
  }
  return { ...input, facets };
}

/** A corpus holding only the favorites found in `corpus` (a favorite it does not hold is left out). */
export async function favoritesCorpus(corpus: Corpus, favorites: readonly Favorite[]): Promise<Corpus> {
  const index = ordIndex(corpus);
  const inputs: DocInput[] = [];
  for (const favorite of favorites) {
    const ord = index.get(favoriteKey(favorite.type, favorite.id));
    if (ord !== undefined) inputs.push(docInputOf(corpus, ord));
  }
  return Corpus.build(
    inputs,
    corpus.facets.map((column) => column.def),
  );
}
