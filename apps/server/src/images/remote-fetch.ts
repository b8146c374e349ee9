import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isReservedAddress } from './private-addresses.ts';
import { declaredRasterType, type RasterType, sniffRasterType } from './raster-types.ts';

/**
 * Fetches one image from an outside host for the image proxy (docs/decisions/0009-image-proxy.md):
 * never from a reserved address (loopback, private, link-local…: checked on the addresses the name
 * resolves to, and the connection goes to the address checked, so a name cannot resolve once to a
 * public and then to a private address), redirects followed only on the same host, one time limit for
 * the whole exchange, a size limit counted on the bytes received, and only raster images (the
 * declared type and the bytes must both say so).
 */

/** Why an outside image could not be had. */
export type RemoteImageFailure =
  | 'reserved_address'
  | 'upstream_status'
  | 'redirect_elsewhere'
  | 'too_many_redirects'
  | 'too_large'
  | 'wrong_type'
  | 'timeout'
  | 'network';

export class RemoteImageError extends Error {
  override name = 'RemoteImageError';
  constructor(
    readonly reason: RemoteImageFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchLimits {
  /** For the whole exchange, redirects and body included. */
  timeoutMs: number;
  /** Largest image accepted, in bytes. */
  maxBytes: number;
  /** Redirects followed (on the same host only). */
  maxRedirects: number;
  /** Tests only: lets the proxy reach loopback and private addresses (never set from the environment). */
  allowReservedAddresses: boolean;
}

export interface FetchedImage {
  bytes: Buffer;
  type: RasterType;
}

const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9';
const USER_AGENT = 'conf-image-proxy/1 (conference schedule)';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup that refuses names resolving to any reserved address (unless allowed). */
function guardedLookup(allowReserved: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = allowReserved ? undefined : addresses.find((a) => isReservedAddress(a.address));
      if (refused || addresses.length === 0) {
        const error = new RemoteImageError(
          'reserved_address',
          `${hostname} resolves to ${refused?.address ?? 'nothing'}, an address the image proxy does not reach`,
        );
        return callback(error as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** One GET, answered with the response head (the body still to read). */
function get(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const host = hostOf(url);
  if (isIP(host) !== 0 && !limits.allowReservedAddresses && isReservedAddress(host)) {
    return Promise.reject(
      new RemoteImageError('reserved_address', `${host} is an address the image proxy does not reach`),
    );
  }
  const options: RequestOptions = {
    method: 'GET',
    headers: { accept: ACCEPT, 'accept-encoding': 'identity', 'user-agent': USER_AGENT },
    signal,
    lookup: guardedLookup(limits.allowReservedAddresses),
    agent: false,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, options, resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > maxBytes) {
      response.destroy();
      throw new RemoteImageError('too_large', `The image is larger than ${maxBytes} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

async function exchange(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<FetchedImage> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await get(current, limits, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (isRedirect(status) && location) {
      response.resume();
      if (hop >= limits.maxRedirects) {
        throw new RemoteImageError('too_many_redirects', `More than ${limits.maxRedirects} redirects`);
      }
      const next = new URL(location, current);
      if (!['http:', 'https:'].includes(next.protocol) || next.hostname !== current.hostname) {
        throw new RemoteImageError(
          'redirect_elsewhere',
          `${current.host} redirects to another host (${next.host})`,
        );
      }
      current = next;
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new RemoteImageError('upstream_status', `${current.host} answered ${status}`);
    }
    const declared = declaredRasterType(response.headers['content-type']);
    if (!declared) {
      response.destroy();
      throw new RemoteImageError(
        'wrong_type',
        `${current.host} sent '${response.headers['content-type'] ?? 'no type'}', not a raster image (PNG, JPEG, GIF, WebP, AVIF)`,
      );
    }
    const length = Number(response.headers['content-length']);
    if (Number.isFinite(length) && length > limits.maxBytes) {
      response.destroy();
      throw new RemoteImageError(
        'too_large',
        `The image is larger than ${limits.maxBytes} bytes (${length})`,
      );
    }
    const bytes = await readBody(response, limits.maxBytes);
    const type = sniffRasterType(bytes);
    if (!type)
      throw new RemoteImageError('wrong_type', `${current.host} sent bytes that are not a raster image`);
    return { bytes, type };
  }
}

/** Fetches a raster image from an outside address within the limits; throws {@link RemoteImageError}. */
export async function fetchRemoteImage(url: URL, limits: FetchLimits): Promise<FetchedImage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    return await exchange(url, limits, controller.signal);
  } catch (err) {
    if (err instanceof RemoteImageError) throw err;
    if (controller.signal.aborted) {
      throw new RemoteImageError(
        'timeout',
        `${url.host} did not send the image within ${limits.timeoutMs} ms`,
      );
    }
    const code = (err as { code?: string }).code;
    throw new RemoteImageError('network', `${url.host} could not be reached${code ? ` (${code})` : ''}`);
  } finally {
    clearTimeout(timer);
  }
}
