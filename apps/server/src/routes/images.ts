import type { Handlers } from '../http/contract.ts';
import { notFound } from '../http/errors.ts';
import { isImageKind, renderPlaceholderSvg } from '../images/placeholder.ts';

/** `GET /images/{kind}/{seed}.svg`: generated placeholder pictures (no outside image host). */
export function imageHandlers(): Handlers {
  return {
    getImage: (req, ctx) => {
      const kind = String(req.params.kind);
      const seed = String(req.params.seed);
      if (!isImageKind(kind)) throw notFound(`No image kind '${kind}'`);
      ctx.type = 'image/svg+xml';
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.body = renderPlaceholderSvg(kind, seed);
    },
  };
}
