import type { Logger } from 'pino';
import { CATALOG_CHANGED_CHANNEL } from '../catalog/import.ts';
import type { Database } from '../db/database.ts';
import { strongEtag } from '../http/conditional-get.ts';
import { ByteLru } from './byte-lru.ts';
import { loadCatalogueImageUrls } from './catalogue-images.ts';
import type { RasterType } from './raster-types.ts';
import { type FetchLimits, fetchRemoteImage, RemoteImageError } from './remote-fetch.ts';

/**
 * The image proxy's state (docs/decisions/0009-image-proxy.md): which outside addresses the
 * catalogue names (read from the database, again after every `catalog_changed`), the images fetched
 * (a memory LRU bounded in bytes), failures remembered for a minute so that a broken image does not
 * send a request to its host on every page view, and one fetch at a time per address.
 */

export interface RemoteImageOptions extends FetchLimits {
  /** Bytes of images kept in memory. */
  cacheBytes: number;
  /** How long browsers keep an image (Cache-Control max-age, seconds). */
  maxAgeSeconds: number;
}

export const DEFAULT_REMOTE_IMAGE_OPTIONS: RemoteImageOptions = {
  timeoutMs: 8_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
  allowReservedAddresses: false,
  cacheBytes: 64 * 1024 * 1024,
  maxAgeSeconds: 86_400,
};

export interface RemoteImage {
  bytes: Buffer;
  type: RasterType;
  /** A strong validator of the bytes. */
  etag: string;
}

/** What the catalogue says of an address: named by a record, on a host it names, or unknown. */
export type CatalogueVerdict = 'listed' | 'unlisted_on_known_host' | 'unknown_host';

/** A miss re-reads the catalogue at most this often (a change whose notification was missed). */
const MISS_RELOAD_MS = 1_000;
/** How long a failed fetch is answered from memory. */
const FAILURE_MS = 60_000;
const MAX_FAILURES = 1_000;

export class RemoteImages {
  readonly options: RemoteImageOptions;
  readonly #cache: ByteLru<RemoteImage>;
  readonly #inFlight = new Map<string, Promise<RemoteImage>>();
  readonly #failures = new Map<string, { error: RemoteImageError; until: number }>();
  #urls: Set<string> | null = null;
  #hosts = new Set<string>();
  #loadedAt = 0;
  #stale = true;
  #loading: Promise<void> | null = null;
  #unlisten: (() => Promise<void>) | null = null;

  private constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    options: Partial<RemoteImageOptions>,
  ) {
    this.options = { ...DEFAULT_REMOTE_IMAGE_OPTIONS, ...options };
    this.#cache = new ByteLru(this.options.cacheBytes);
  }

  /** Starts following catalogue changes; the addresses are read at the first request. */
  static async start(deps: {
    db: Database;
    logger: Logger;
    options?: Partial<RemoteImageOptions>;
  }): Promise<RemoteImages> {
    const images = new RemoteImages(deps.db, deps.logger, deps.options ?? {});
    const stale = () => {
      images.#stale = true;
    };
    images.#unlisten = await deps.db.listen(CATALOG_CHANGED_CHANNEL, stale, stale);
    return images;
  }

  async close(): Promise<void> {
    await this.#unlisten?.();
    this.#unlisten = null;
  }

  #reload(): Promise<void> {
    this.#loading ??= (async () => {
      try {
        this.#stale = false;
        const urls = await loadCatalogueImageUrls(this.db);
        this.#urls = urls;
        this.#hosts = new Set([...urls].map((url) => URL.parse(url)?.host ?? ''));
        this.#loadedAt = Date.now();
      } catch (err) {
        this.#stale = true;
        throw err;
      } finally {
        this.#loading = null;
      }
    })();
    return this.#loading;
  }

  /** Whether the catalogue names this exact address (read again when it changed). */
  async verdict(url: string): Promise<CatalogueVerdict> {
    if (this.#urls === null || this.#stale) await this.#reload();
    if (!this.#urls?.has(url) && Date.now() - this.#loadedAt > MISS_RELOAD_MS) await this.#reload();
    if (this.#urls?.has(url)) return 'listed';
    return this.#hosts.has(URL.parse(url)?.host ?? '') ? 'unlisted_on_known_host' : 'unknown_host';
  }

  /** The image at an address the catalogue names: from memory, or fetched (one fetch per address). */
  async image(url: string): Promise<RemoteImage> {
    const cached = this.#cache.get(url);
    if (cached) return cached;
    const failed = this.#failures.get(url);
    if (failed && failed.until > Date.now()) throw failed.error;
    let pending = this.#inFlight.get(url);
    if (!pending) {
      pending = this.#fetch(url).finally(() => this.#inFlight.delete(url));
      this.#inFlight.set(url, pending);
    }
    return pending;
  }

  async #fetch(url: string): Promise<RemoteImage> {
    try {
      const { bytes, type } = await fetchRemoteImage(new URL(url), this.options);
      const etag = strongEtag(bytes);
      const image = { bytes, type, etag };
      this.#cache.set(url, image, bytes.length);
      this.#failures.delete(url);
      return image;
    } catch (err) {
      if (err instanceof RemoteImageError) {
        this.logger.info({ reason: err.reason, host: URL.parse(url)?.host }, 'outside image refused');
        if (this.#failures.size >= MAX_FAILURES) this.#failures.clear();
        this.#failures.set(url, { error: err, until: Date.now() + FAILURE_MS });
      }
      throw err;
    }
  }
}
