import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';

/** A low cost keeps these checks fast; the format and comparison are the same at any cost. */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashes', () => {
  it('store the scheme, the cost, a salt and the key, never the password', async () => {
    const stored = await hashPassword('correct horse battery staple', CHEAP);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain('horse');
  });

  it('use a fresh salt each time, so equal passwords hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same', CHEAP), hashPassword('same', CHEAP)]);
    expect(a).not.toBe(b);
  });

  it('verify the right password and refuse a wrong one', async () => {
    const stored = await hashPassword('s3cret-Pass', CHEAP);
    expect(await verifyPassword('s3cret-Pass', stored)).toBe(true);
    expect(await verifyPassword('s3cret-pass', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuse malformed or hostile stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$a2V5')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 30}$8$1$c2FsdA$a2V5`)).toBe(false);
  });

  it('verify at the default cost, and spend the same work when there is no account', async () => {
    const stored = await hashPassword('default-cost');
    expect(stored.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(await verifyPassword('default-cost', stored)).toBe(true);
    expect(await verifyAgainstNothing('default-cost')).toBe(false);
  });
});
