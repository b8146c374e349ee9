/** @conf/core's (packages/core/src/search/best-of-each-type.ts), shared with the device's search. */
export { bestOfEachTypeFirst, MIN_SHARE } from '@conf/core';
