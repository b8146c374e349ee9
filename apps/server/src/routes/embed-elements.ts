import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { answeredNotModified, strongEtag } from '../http/conditional-get.ts';
import { notFound } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';
import { REPO_ROOT } from '../paths.ts';

/** The built no-build embed (packages/elements, `pnpm --filter @conf/elements build`). */
export const ELEMENTS_DIR = path.join(REPO_ROOT, 'packages/elements');
const SCRIPT = 'dist/conf-elements.js';

interface BuiltScript {
  body: string;
  etag: string;
}

/**
 * `GET /embed/elements/{version}/conf-elements.js` (decision 0026): the custom elements' script of
 * the `@conf/elements` version in this repository, read once. A year's cache and `immutable`, since
 * a version's script never changes (a release bumps the version, so the address changes);
 * `Cross-Origin-Resource-Policy: cross-origin`, so that hosts isolated with COEP may load it too.
 */
export function embedElementsHandlers({ dir = ELEMENTS_DIR }: { dir?: string | undefined } = {}) {
  let version: Promise<string> | null = null;
  let script: Promise<BuiltScript | null> | null = null;
  const servedVersion = () => {
    version ??= readFile(path.join(dir, 'package.json'), 'utf8').then(
      (text) => (JSON.parse(text) as { version: string }).version,
    );
    return version;
  };
  const builtScript = () => {
    script ??= readFile(path.join(dir, SCRIPT), 'utf8').then(
      (body) => ({ body, etag: strongEtag(body) }),
      (err: NodeJS.ErrnoException) => {
        script = null;
        if (err.code === 'ENOENT') return null;
        throw err;
      },
    );
    return script;
  };
  return implement({
    getEmbedElements: async (req, ctx) => {
      const served = await servedVersion();
      if (req.params.version !== served) {
        throw notFound(`This product serves the elements of version ${served}, not ${req.params.version}`);
      }
      const built = await builtScript();
      if (!built) {
        throw notFound(
          'The elements are not built: run `pnpm --filter @conf/elements build` (`pnpm start` does)',
        );
      }
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      if (answeredNotModified(ctx, built.etag)) return;
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = built.body;
    },
  });
}
