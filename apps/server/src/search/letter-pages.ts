/** @conf/core's (packages/core/src/search/letter-pages.ts), shared with the device's search. */
export { letterPages } from '@conf/core';
