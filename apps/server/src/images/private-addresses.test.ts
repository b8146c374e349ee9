import { describe, expect, it } from 'vitest';
import { isReservedAddress } from './private-addresses.ts';

describe('isReservedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.8',
    '172.20.1.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '[::1]',
    '::',
    'fe80::1',
    'fd00::12',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isReservedAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::6810:85e5', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isReservedAddress(address)).toBe(false);
    },
  );
});
