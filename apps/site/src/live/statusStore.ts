import { isStatusCode, isVenueMessage, type StatusCode, type VenueMessage } from '@conf/core';

/** An event's live status and venue message. */
export interface LiveStatus {
  status: StatusCode;
  message: VenueMessage;
}

/** One status of the API: the event id with its status and message. */
export interface LiveStatusEntry extends LiveStatus {
  id: string;
}

/**
 * Reads one `status` message of the stream (`{"id":…,"status":…,"message":…}`); anything else
 * (malformed JSON, an unknown value) is `null` and ignored.
 */
export function parseStatusMessage(data: string): LiveStatusEntry | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, status, message } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || !isStatusCode(status) || !isVenueMessage(message)) return null;
  return { id, status, message };
}

/**
 * The statuses the page knows, by event id, with a version per entry so that an answer started
 * before a newer live update does not overwrite it. Subscribers are told after every change; the
 * snapshot is a new Map each time (for `useSyncExternalStore`).
 */
export class StatusStore {
  #statuses = new Map<string, LiveStatus>();
  #versions = new Map<string, number>();
  #version = 0;
  #listeners = new Set<() => void>();

  /** The current statuses (the same object until something changes). */
  snapshot = (): ReadonlyMap<string, LiveStatus> => this.#statuses;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** A mark to pass to {@link setOlder} for an answer requested now. */
  mark(): number {
    return this.#version;
  }

  /** Whether the store has a status for `id`. */
  has(id: string): boolean {
    return this.#statuses.has(id);
  }

  /** The status of `id`, if the store has one. */
  get(id: string): LiveStatus | undefined {
    return this.#statuses.get(id);
  }

  /**
   * The status of `id` if it was stored after `mark` (a live update newer than an answer requested
   * at `mark`), else `undefined`.
   */
  storedAfter(id: string, mark: number): LiveStatus | undefined {
    return (this.#versions.get(id) ?? 0) > mark ? this.#statuses.get(id) : undefined;
  }

  /** Stores newer statuses (a live update, the answer of a save). */
  set(entries: readonly LiveStatusEntry[]): void {
    this.#apply(entries, () => true);
  }

  /** Stores statuses requested at `mark`, except those updated since (the update is newer). */
  setOlder(entries: readonly LiveStatusEntry[], mark: number): void {
    this.#apply(entries, (id) => (this.#versions.get(id) ?? 0) <= mark);
  }

  #apply(entries: readonly LiveStatusEntry[], accept: (id: string) => boolean): void {
    let next: Map<string, LiveStatus> | null = null;
    for (const { id, status, message } of entries) {
      if (!accept(id)) continue;
      const known = this.#statuses.get(id);
      this.#versions.set(id, ++this.#version);
      if (known?.status === status && known.message === message) continue;
      next ??= new Map(this.#statuses);
      next.set(id, { status, message });
    }
    if (next === null) return;
    this.#statuses = next;
    for (const listener of this.#listeners) listener();
  }
}
