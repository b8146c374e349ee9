/**
 * What a page of the built site downloads before it can run, from Vite's build manifest
 * (`build.manifest: true` writes apps/site/dist/.vite/manifest.json): the entry chunk and the
 * route module the page needs, each with everything it imports statically. `dynamicImports` are
 * left out on purpose: they load later, when the visitor does something (or on another page).
 * Pure: the chunk files are read through the `readChunk` given, so tests pass a manifest of their own.
 * Used by scripts/first-load-budget.mjs (the CI check of issue 12's 120 kB budget).
 */
import { gzipSync } from 'node:zlib';

/**
 * @typedef {object} ManifestChunk
 * @property {string} file the output file, relative to dist/
 * @property {boolean} [isEntry]
 * @property {string[]} [imports] keys of chunks imported statically
 * @property {string[]} [dynamicImports] keys of chunks imported with `import()` (not followed)
 * @property {string[]} [css] stylesheets the chunk brings
 */

/** @typedef {Record<string, ManifestChunk>} Manifest */

/**
 * @typedef {object} ChunkSize
 * @property {string} key the manifest key
 * @property {string} file
 * @property {number} bytes
 * @property {number} gzip bytes once gzipped (level 9)
 */

/**
 * @typedef {object} FirstLoad
 * @property {ChunkSize[]} chunks each JavaScript chunk once, in load order (entry first)
 * @property {number} bytes
 * @property {number} gzip
 * @property {boolean} routeInEntry the route module has no chunk of its own (it is bundled into the entry)
 */

/** The HTML entry of a single-page build; another single `isEntry` chunk when there is none. */
export function entryKey(manifest) {
  if (manifest['index.html']) return 'index.html';
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(`cannot tell the entry of the manifest: ${entries.length} chunks are entries`);
  }
  return entries[0];
}

/**
 * The keys of `roots` and of everything they import statically (transitively), each once,
 * depth-first in import order. A key missing from the manifest is an error: the manifest and the
 * page table disagree, and a silent zero would pass any budget.
 * @param {Manifest} manifest
 * @param {string[]} roots
 * @returns {string[]}
 */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const order = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    order.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return order;
}

const isJavaScript = (file) => /\.m?js$/.test(file);

/**
 * The first-load JavaScript of a page whose route module is `routeModule` (a source path such as
 * `src/routes/event-detail.tsx`): the entry's static closure plus the route module's, each chunk
 * counted once; stylesheets and other assets are not counted. A route module without a manifest
 * key of its own is bundled into the entry and adds nothing.
 * @param {Manifest} manifest
 * @param {string | undefined} routeModule
 * @param {(file: string) => Uint8Array} readChunk the content of an output file (relative to dist/)
 * @param {string[]} [htmlScripts] scripts the page's HTML loads beside the manifest's chunks (the
 *   site's boot script), counted first
 * @returns {FirstLoad}
 */
export function firstLoad(manifest, routeModule, readChunk, htmlScripts = []) {
  const routeInEntry = routeModule === undefined || !(routeModule in manifest);
  const roots = [entryKey(manifest), ...(routeInEntry ? [] : [routeModule])];
  const chunks = [
    ...htmlScripts.map((file) => ({ key: file, file })),
    ...staticClosure(manifest, roots).map((key) => ({ key, file: manifest[key].file })),
  ]
    .filter(({ file }) => isJavaScript(file))
    .map(({ key, file }) => {
      const content = readChunk(file);
      return { key, file, bytes: content.byteLength, gzip: gzipSync(content, { level: 9 }).byteLength };
    });
  return {
    chunks,
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    routeInEntry,
  };
}

/**
 * The stylesheets a page's route module brings beyond the entry's (its own chunk's and its static
 * imports'). The server's HTML links only the entry's stylesheet, so these would arrive after the
 * first paint and move the server-rendered page (layout shift): the budget wants none.
 * @param {Manifest} manifest
 * @param {string | undefined} routeModule
 * @returns {string[]} output files, each once
 */
export function lateStylesheets(manifest, routeModule) {
  if (routeModule === undefined || !(routeModule in manifest)) return [];
  const inHtml = new Set(
    staticClosure(manifest, [entryKey(manifest)]).flatMap((key) => stylesheetsOf(manifest[key])),
  );
  const late = staticClosure(manifest, [routeModule]).flatMap((key) => stylesheetsOf(manifest[key]));
  return [...new Set(late)].filter((file) => !inHtml.has(file));
}

/** A chunk's stylesheets: those it lists, or itself when it is one (Vite's CSS-only chunks). */
function stylesheetsOf(chunk) {
  return [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])];
}

/** Bytes as kB of 1000 bytes, one decimal (as Vite and the budget print them). */
export function kB(bytes) {
  return (bytes / 1000).toFixed(1);
}
