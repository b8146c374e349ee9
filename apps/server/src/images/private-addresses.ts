import { BlockList, isIP } from 'node:net';

/**
 * Addresses the image proxy never connects to: loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, multicast, documentation and other reserved ranges, IPv4 and
 * IPv6 (an IPv4-mapped IPv6 address is checked as its IPv4 address). Pure.
 */
const RESERVED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  RESERVED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  RESERVED.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Whether an IP address (v4 or v6 text) is one the proxy must not reach; anything not an IP is. */
export function isReservedAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const mapped = MAPPED_V4.exec(bare);
  if (mapped?.[1]) return isReservedAddress(mapped[1]);
  const family = isIP(bare);
  if (family === 4) return RESERVED.check(bare, 'ipv4');
  if (family === 6) {
    // ::ffff:7f00:1 (the hexadecimal form of a mapped 127.0.0.1) is refused with every mapped address.
    if (/^::ffff:/i.test(bare)) return true;
    return RESERVED.check(bare, 'ipv6');
  }
  return true;
}
