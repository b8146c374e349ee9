/** The search corpus is @conf/core's (packages/core/src/search/corpus.ts), shared with the device's search. */
export { Corpus, type Doc, type DocInput } from '@conf/core';
