import { type FavoriteType, isApiError } from '@conf/api-client';

/**
 * Favorite toggles made while the network is away (docs/offline.md, issue 15 item 5): the pure
 * rules, apart from where the queue is kept (offline/favoriteQueueDb.ts) and from the page
 * (favoriteStore.ts, FavoritesProvider.tsx). A queue is an array, oldest first, of at most one
 * toggle per item; every function returns a new array.
 */

/** One toggle waiting for the network: the state asked for, and the state it was asked from. */
export interface PendingToggle {
  type: FavoriteType;
  id: string;
  /** The state asked for (favorited or not). */
  favorited: boolean;
  /** The state shown before the first toggle of this item that is still waiting. */
  from: boolean;
  /** When the last toggle was asked for (ms since the epoch): the order of sending. */
  at: number;
  /** The item's name as shown, for the message if the server refuses the toggle. */
  name?: string;
}

/** What became of a toggle sent to the server. */
export type SendOutcome =
  /** The server applied it (or had that state already: favoriting and unfavoriting are idempotent). */
  | 'applied'
  /** The server refused it for good (a 4xx: the item no longer exists, the session is over): dropped. */
  | 'rejected'
  /** No answer, or one worth trying again later (5xx, 408, 429): kept, and sending stops there. */
  | 'retry';

/** Statuses of the 4xx range that say "later", not "never" (as the API client's retry policy). */
const LATER_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

const sameItem = (a: { type: FavoriteType; id: string }, b: { type: FavoriteType; id: string }) =>
  a.type === b.type && a.id === b.id;

/**
 * Adds a toggle of an item. A toggle of an item already waiting replaces it, at the end of the queue
 * (the order of the last decisions), keeping the state it was asked from; a toggle back to that state
 * leaves nothing to send (favorite then unfavorite offline: nothing reaches the server).
 */
export function queueToggle(queue: readonly PendingToggle[], toggle: PendingToggle): PendingToggle[] {
  const earlier = queue.find((pending) => sameItem(pending, toggle));
  const rest = queue.filter((pending) => !sameItem(pending, toggle));
  const from = earlier ? earlier.from : toggle.from;
  if (from === toggle.favorited) return rest;
  const name = toggle.name ?? earlier?.name;
  return [...rest, { ...toggle, from, ...(name === undefined ? {} : { name }) }];
}

/**
 * Removes a toggle once the server has answered it. If the item was toggled again meanwhile (another
 * tab, or a press while it was being sent), the newer toggle stays, now asked from the state the server
 * has (`sent.favorited` if it was applied, its former state if it was rejected), or goes if that is
 * already the state it asks for.
 */
export function settleToggle(
  queue: readonly PendingToggle[],
  sent: PendingToggle,
  outcome: Exclude<SendOutcome, 'retry'>,
): PendingToggle[] {
  const serverState = outcome === 'applied' ? sent.favorited : sent.from;
  return queue.flatMap((pending) => {
    if (!sameItem(pending, sent)) return [pending];
    if (pending.at === sent.at && pending.favorited === sent.favorited) return [];
    return pending.favorited === serverState ? [] : [{ ...pending, from: serverState }];
  });
}

/** What a failed send means: a 4xx answer (other than "later") is final, anything else is retried. */
export function outcomeOfFailure(error: unknown): Exclude<SendOutcome, 'applied'> {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && !LATER_STATUSES.has(error.status))
    return 'rejected';
  return 'retry';
}

/**
 * Where a user's queue is kept (IndexedDB in the browser: offline/favoriteQueueDb.ts), one queue per
 * user id, so that nothing queued by one account is ever sent for another.
 */
export interface FavoriteQueueStorage {
  /** The user's queue, oldest first (empty when none). */
  read(uid: string): Promise<PendingToggle[]>;
  /** Replaces the user's queue by `change(queue)` in one step (no other change in between); returns it. */
  update(uid: string, change: (queue: PendingToggle[]) => PendingToggle[]): Promise<PendingToggle[]>;
  /** Drops the queues of every other user (all of them when `uid` is null: signed out). */
  keepOnly(uid: string | null): Promise<void>;
}

/** What the page needs to know after sending the queue. */
export interface FlushResult {
  /** Toggles the server applied, in order. */
  applied: PendingToggle[];
  /** Toggles the server refused, each with its error (the user is told). */
  rejected: { toggle: PendingToggle; error: unknown }[];
  /** Whether sending stopped at a toggle to try again later (offline again, a server error). */
  stopped: boolean;
}

/**
 * Sends waiting toggles one at a time, oldest first: `next` gives the oldest still waiting (read again
 * before each send, so that toggles queued meanwhile are sent too), `send` makes the call, `settle`
 * records the answer. Stops at the first toggle to retry, which stays first in the queue (order is kept).
 */
export async function flushToggles(steps: {
  next: () => Promise<PendingToggle | undefined>;
  send: (toggle: PendingToggle) => Promise<void>;
  settle: (toggle: PendingToggle, outcome: Exclude<SendOutcome, 'retry'>) => Promise<void>;
}): Promise<FlushResult> {
  const result: FlushResult = { applied: [], rejected: [], stopped: false };
  const seen = new Set<string>();
  for (let toggle = await steps.next(); toggle !== undefined; toggle = await steps.next()) {
    // A toggle seen twice was not settled (its storage failed): stop rather than loop.
    const key = `${toggle.type}:${toggle.id}:${toggle.at}:${toggle.favorited}`;
    if (seen.has(key)) break;
    seen.add(key);
    let outcome: SendOutcome;
    let failure: unknown;
    try {
      await steps.send(toggle);
      outcome = 'applied';
    } catch (error) {
      outcome = outcomeOfFailure(error);
      failure = error;
    }
    if (outcome === 'retry') {
      result.stopped = true;
      break;
    }
    await steps.settle(toggle, outcome);
    if (outcome === 'applied') result.applied.push(toggle);
    else result.rejected.push({ toggle, error: failure });
  }
  return result;
}
