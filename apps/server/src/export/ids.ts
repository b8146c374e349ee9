import { createHash } from 'node:crypto';

/** RFC 4122 URL namespace, the one c3voc uses for generated guids. */
const URL_NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name-based (version 5) UUID: the same name always gives the same guid. */
export function uuid5(name: string, namespace: string = URL_NAMESPACE): string {
  const ns = Buffer.from(namespace.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The record's id when it already is a UUID (imported guids), else a stable UUID of year, kind and id. */
export function guidOf(kind: string, year: number, id: string): string {
  return UUID.test(id) ? id.toLowerCase() : uuid5(`conf:${year}:${kind}:${id}`);
}

/** A positive 31-bit integer for a record: its id when numeric, else a stable number from a hash. */
export function numericIdOf(id: string, sourceId?: unknown): number {
  for (const candidate of [sourceId, id]) {
    const text = typeof candidate === 'number' ? String(candidate) : candidate;
    if (typeof text === 'string' && /^\d{1,9}$/.test(text) && Number(text) > 0) return Number(text);
  }
  return (createHash('sha1').update(id).digest().readUInt32BE(0) % 2_147_483_646) + 1;
}
