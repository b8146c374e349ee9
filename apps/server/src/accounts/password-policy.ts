import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * What a new password must be (sign-up): at least 8 characters, not only whitespace, and not easy to
 * guess. "Easy to guess" is zxcvbn's judgement (@zxcvbn-ts/core with the dictionaries of
 * @zxcvbn-ts/language-common: about 49,000 passwords common in breaches, and common words; shipped
 * in the package, no network): the whole password is one of those passwords (or a simple variant of
 * one, such as `passw0rd` or `PASSWORD`), or zxcvbn scores it 0 or 1 (under about a million guesses:
 * `12345678`, `abcdefgh`, `aaaaaaaa`, `Password123!`). Passphrases such as `attendee-demo-2026` or
 * `long enough password` pass. The email and names of the form count as guessable words too.
 *
 * The dictionaries (about 1 MB) are loaded once, on the first sign-up, not at start.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** zxcvbn scores below this are refused (0: too guessable, 1: very guessable). */
const MIN_SCORE = 2;
/**
 * zxcvbn looks at this many characters at most: its matching grows faster than the length (200
 * characters block the event loop for about 200 ms), and a password whose first 64 characters are
 * hard to guess is hard to guess.
 */
const CHECKED_LENGTH = 64;

export const PASSWORD_RULES = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
  onlySpaces: 'Use more than spaces: a password of only whitespace is too easy to guess',
  tooCommon: 'This password is too common: choose another',
  tooGuessable: 'This password is too easy to guess (a common word, name or pattern): choose a longer one',
} as const;

/** The rule a password breaks that needs no dictionary (its length, only whitespace); null if none. */
export function passwordShapeProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_RULES.tooShort;
  if (password.trim() === '') return PASSWORD_RULES.onlySpaces;
  return null;
}

let checker: Promise<ZxcvbnFactory> | null = null;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory: Factory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return new Factory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  })();
  // A failed load is not kept: the next sign-up tries again.
  checker.catch(() => {
    checker = null;
  });
  return checker;
}

/**
 * The rule `password` breaks (the message to show, naming it), or null when it may be used.
 * `userInputs`: the form's email and names, which make a password guessable too.
 */
export async function passwordProblem(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  const result = (await loadChecker()).check([...password].slice(0, CHECKED_LENGTH).join(''), [
    ...userInputs,
  ]);
  const [only, ...rest] = result.sequence;
  const wholeIsCommon =
    only?.pattern === 'dictionary' && rest.length === 0 && only.dictionaryName === 'passwords-common';
  if (wholeIsCommon) return PASSWORD_RULES.tooCommon;
  if (result.score < MIN_SCORE) return PASSWORD_RULES.tooGuessable;
  return null;
}
