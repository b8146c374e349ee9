import { randomBytes } from 'node:crypto';

/**
 * Secret link tokens: 32 random bytes (256 bits) in base64url, 43 characters, safe in a URL path
 * without encoding. Pure apart from the random source.
 */
export const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether a string could be a token at all (anything else is not looked up: it cannot be live). */
export function isTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
