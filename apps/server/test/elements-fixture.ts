import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The version of the stand-in `@conf/elements` package. */
export const FIXTURE_ELEMENTS_VERSION = '1.4.2';
/** The stand-in's built script. */
export const FIXTURE_ELEMENTS_SCRIPT =
  'customElements.define("conf-search", class extends HTMLElement {});\n';

export interface ElementsFixture {
  /** Give it to the server as ELEMENTS_DIR. */
  dir: string;
  remove: () => Promise<void>;
}

/**
 * A stand-in for packages/elements in a temporary folder (its package.json and, when `built`, its
 * dist/conf-elements.js), so that tests of `GET /embed/elements/{version}/conf-elements.js` need
 * neither the real build nor the version of the day.
 */
export async function elementsFixture({ built = true }: { built?: boolean } = {}): Promise<ElementsFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'conf-elements-'));
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@conf/elements', version: FIXTURE_ELEMENTS_VERSION }),
  );
  if (built) {
    await mkdir(path.join(dir, 'dist'));
    await writeFile(path.join(dir, 'dist/conf-elements.js'), FIXTURE_ELEMENTS_SCRIPT);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
