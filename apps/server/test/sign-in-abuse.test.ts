import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/accounts/auth-context.ts';
import { type Browser, drivers, startTestServer, type TestServer } from './harness.ts';

/**
 * Sign-in that an attacker cannot turn against its users (issue 11), through the real server on both
 * drivers: failures slow down only the (account, address) pair that fails, with growing waits; the
 * right password from another address signs in at once; parallel correct sign-ins all succeed; one
 * address spraying many accounts meets a (much higher) per-address ceiling.
 *
 * The server's clock is the test's (`now`): waits pass by moving it, never by sleeping.
 */
let lastAddress = 0;
/** A client address of its own (203.0.113.0/24 is for documentation). */
function newAddress(): string {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
}

describe.each(drivers())('sign-in abuse on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;
  let now = Date.parse('2026-03-09T12:00:00Z');
  const wait = (seconds: number) => {
    now += seconds * 1000;
  };

  beforeAll(async () => {
    server = await startTestServer(driver, {
      seed: 'none',
      clock: () => new Date(now),
      env: {
        TRUST_PROXY: '1',
        AUTH_FAILURES_BEFORE_DELAY: '3',
        AUTH_MAX_DELAY_SECONDS: '8',
        // Above the 11 failures the growing-wait test makes from its one address.
        AUTH_MAX_FAILURES_PER_ADDRESS: '15',
      },
    });
    for (const name of ['ada', 'grace', 'alan', 'edsger', 'barbara']) {
      await server.createUser({ email: `${name}@example.org`, password: `${name} the right one` });
    }
  });

  afterAll(async () => {
    await server?.close();
  });

  /** A browser at `address` (a new one unless given). */
  function client(address = newAddress()): { browser: Browser; address: string } {
    return { browser: server.browser(), address };
  }

  function signIn(who: { browser: Browser; address: string }, email: string, password: string) {
    return who.browser.postForm(
      '/auth/password',
      { email, password },
      { headers: { 'X-Forwarded-For': who.address } },
    );
  }

  const signedIn = (response: Response) =>
    response.status === 303 && response.headers.get('location') === '/';
  const failed = (response: Response) =>
    response.status === 303 && response.headers.get('location') === '/?auth_error=invalid_credentials';

  it('slows down only the failing pair: the right password from another address signs in at once', async () => {
    const attacker = client();
    for (let i = 0; i < 3; i++)
      expect(failed(await signIn(attacker, 'ada@example.org', `guess ${i}`))).toBe(true);

    const refused = await signIn(attacker, 'ada@example.org', 'ada the right one');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ status: 429, error: 'too_many_requests' });

    const owner = client();
    const ownerAnswer = await signIn(owner, 'ada@example.org', 'ada the right one');
    expect(signedIn(ownerAnswer)).toBe(true);
    expect(owner.browser.cookies.has(SESSION_COOKIE)).toBe(true);

    // The attacker's address is not locked out of other accounts either.
    expect(signedIn(await signIn(client(attacker.address), 'grace@example.org', 'grace the right one'))).toBe(
      true,
    );
  });

  it('grows the wait 1 s, 2 s, 4 s … up to the cap, answering 429 only inside it', async () => {
    const who = client();
    for (let i = 0; i < 3; i++)
      expect(failed(await signIn(who, 'alan@example.org', `guess ${i}`))).toBe(true);
    const waits: string[] = [];
    for (const seconds of [1, 2, 4, 8, 8]) {
      const early = await signIn(who, 'alan@example.org', 'another guess');
      expect(early.status).toBe(429);
      waits.push(early.headers.get('retry-after') ?? '');
      wait(seconds - 0.5);
      expect((await signIn(who, 'alan@example.org', 'another guess')).status).toBe(429);
      wait(0.5);
      expect(failed(await signIn(who, 'alan@example.org', 'another guess'))).toBe(true);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '8']);

    // Once the wait is over, the right password signs in, and that clears the pair.
    wait(8);
    expect(signedIn(await signIn(who, 'alan@example.org', 'alan the right one'))).toBe(true);
    const sameAddress = client(who.address);
    for (let i = 0; i < 3; i++) {
      expect(failed(await signIn(sameAddress, 'alan@example.org', `again ${i}`))).toBe(true);
    }
    expect((await signIn(sameAddress, 'alan@example.org', 'again')).headers.get('retry-after')).toBe('1');
  });

  it('lets parallel correct sign-ins of one account from one address all succeed', async () => {
    const address = newAddress();
    // Two failures first: one short of the delays, so that a success counted as a failure would show.
    for (let i = 0; i < 2; i++) {
      expect(failed(await signIn(client(address), 'edsger@example.org', `guess ${i}`))).toBe(true);
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signIn(client(address), 'edsger@example.org', 'edsger the right one')),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(8).fill(303));
    expect(answers.every(signedIn)).toBe(true);
  });

  it('lets one of several parallel guesses of a waiting pair through, and refuses the others', async () => {
    const who = client();
    for (let i = 0; i < 3; i++)
      expect(failed(await signIn(who, 'barbara@example.org', `guess ${i}`))).toBe(true);
    wait(1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        signIn(client(who.address), 'barbara@example.org', `parallel ${i}`),
      ),
    );
    expect(answers.filter(failed)).toHaveLength(1);
    expect(answers.filter((response) => response.status === 429)).toHaveLength(4);
    // Barbara herself, elsewhere, is not affected.
    expect(signedIn(await signIn(client(), 'barbara@example.org', 'barbara the right one'))).toBe(true);
  });

  it('refuses an address that fails across many accounts past its ceiling, and only that address', async () => {
    const sprayer = client();
    // Fifteen failures, three per account (each pair just reaches its delays): the address reaches its ceiling.
    for (let account = 0; account < 5; account++) {
      for (let i = 0; i < 3; i++) {
        expect(failed(await signIn(sprayer, `spray${account}@example.org`, `guess ${i}`))).toBe(true);
      }
    }
    const refused = await signIn(sprayer, 'grace@example.org', 'grace the right one');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(signedIn(await signIn(client(), 'grace@example.org', 'grace the right one'))).toBe(true);
  });

  it('answered every call above as openapi.yaml says', () => {
    expect(server.violations).toEqual([]);
  });
});
