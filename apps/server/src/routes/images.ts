import { answeredNotModified } from '../http/conditional-get.ts';
import { badGateway, badRequest, forbidden, gatewayTimeout, notFound } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';
import { isImageKind, renderPlaceholderSvg } from '../images/placeholder.ts';
import { RemoteImageError } from '../images/remote-fetch.ts';
import type { RemoteImages } from '../images/remote-images.ts';

/**
 * `GET /images/{kind}/{seed}.svg`: generated placeholder pictures; `GET /images/remote?url=…`: an
 * imported record's outside image, through this server (docs/decisions/0009-image-proxy.md).
 */
export function imageHandlers({ remote }: { remote: RemoteImages }) {
  return implement({
    getImage: (req, ctx) => {
      const kind = req.params.kind;
      const seed = req.params.seed;
      if (!isImageKind(kind)) throw notFound(`No image kind '${kind}'`);
      ctx.type = 'image/svg+xml';
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.body = renderPlaceholderSvg(kind, seed);
    },
    getRemoteImage: async (req, ctx) => {
      const address = req.query.url;
      const url = URL.canParse(address) ? new URL(address) : null;
      if (!url || !['http:', 'https:'].includes(url.protocol)) {
        const message = 'url must be an absolute http or https address';
        throw badRequest(message, [{ in: 'query', path: 'url', message }]);
      }
      const verdict = await remote.verdict(address);
      if (verdict === 'unknown_host') throw forbidden(`${url.host} is not an image host of the catalogue`);
      if (verdict === 'unlisted_on_known_host') throw forbidden('No record of the catalogue has this image');
      let image: Awaited<ReturnType<RemoteImages['image']>>;
      try {
        image = await remote.image(address);
      } catch (err) {
        if (!(err instanceof RemoteImageError)) throw err;
        if (err.reason === 'reserved_address') throw forbidden(err.message);
        if (err.reason === 'timeout') throw gatewayTimeout(err.message);
        throw badGateway(err.message);
      }
      ctx.set('Cache-Control', `public, max-age=${remote.options.maxAgeSeconds}`);
      if (answeredNotModified(ctx, image.etag)) return;
      // Opened directly, the image is a document of this origin: give it nothing to run.
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.type = image.type;
      ctx.body = image.bytes;
    },
  });
}
