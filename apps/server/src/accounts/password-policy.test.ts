import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { PASSWORD_RULES, passwordProblem, passwordShapeProblem } from './password-policy.ts';

describe('the password policy', () => {
  it('names the length and whitespace rules without a dictionary', () => {
    expect(passwordShapeProblem('short')).toBe(PASSWORD_RULES.tooShort);
    expect(passwordShapeProblem('1234567')).toBe(PASSWORD_RULES.tooShort);
    // Characters, not UTF-16 units: four emoji are four characters.
    expect(passwordShapeProblem('🔑🔑🔑🔑')).toBe(PASSWORD_RULES.tooShort);
    expect(passwordShapeProblem('        ')).toBe(PASSWORD_RULES.onlySpaces);
    expect(passwordShapeProblem('\t \n \u00a0   ')).toBe(PASSWORD_RULES.onlySpaces);
    expect(passwordShapeProblem('eight ch')).toBeNull();
  });

  it.each(['12345678', 'password', 'PASSWORD', 'passw0rd', 'iloveyou', 'qwertyuiop', 'football'])(
    'refuses the common password %j',
    async (password) => {
      expect(await passwordProblem(password)).toBe(PASSWORD_RULES.tooCommon);
    },
  );

  it.each(['abcdefgh', 'aaaaaaaa', 'Password123!', 'letmein!'])(
    'refuses the guessable pattern %j',
    async (password) => {
      expect(await passwordProblem(password)).toBe(PASSWORD_RULES.tooGuessable);
    },
  );

  it('refuses the form’s own email as the password', async () => {
    expect(
      await passwordProblem('grace.hopper@example.org', ['grace.hopper@example.org', 'Grace']),
    ).not.toBeNull();
  });

  it('accepts passphrases, the demo passwords and the passwords the tests sign up with', async () => {
    const accepted = [
      ...DEMO_ACCOUNTS.map((account) => account.password),
      'long enough password',
      'another password',
      'correct horse battery staple',
    ];
    for (const password of accepted) expect(await passwordProblem(password), password).toBeNull();
  });

  it('stays cheap on the longest password the contract allows (200 characters)', async () => {
    // A generous bound (the check takes a few ms): it guards against a super-linear matcher.
    const started = performance.now();
    expect(await passwordProblem('ab'.repeat(100))).not.toBeNull();
    expect(
      await passwordProblem(
        Array.from({ length: 200 }, (_, i) => String.fromCharCode(33 + ((i * 7) % 90))).join(''),
      ),
    ).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
