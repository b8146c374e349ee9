/** Search documents are made by @conf/core (packages/core/src/search/documents.ts), shared with the device. */
export { attendeeDocuments, catalogDocuments } from '@conf/core';
