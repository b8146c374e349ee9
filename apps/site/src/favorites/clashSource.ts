import type { ClashEvent, ClashVenue } from '@conf/core';
import type { SiteApi } from '../api.ts';
import { allHits } from '../features/allPages.ts';
import { venueLocation } from '../features/nearby/nearby.ts';
import { runFavoriteSearch } from '../search/runSearch.ts';
import { type ClashSubject, subjectOfHit } from './clashSubject.ts';
import type { FavoriteState } from './favoriteStore.ts';

/** Venue parents followed at most this far up (a salon in a floor in a hotel is 2). */
const MAX_VENUE_DEPTH = 4;

/** What the clash rules need of a venue record (GET /api/web/{year}/venues/{id}). */
interface VenueFacts {
  name: string;
  parentId: string | null;
  location: ClashVenue['location'];
}

/**
 * The clash venue of `id`: its building is the top of its parents, its location its own or, when it
 * has none, the nearest parent's. A venue that cannot be read counts as a building of its own,
 * without coordinates.
 */
export async function resolveClashVenue(
  id: string,
  name: string,
  read: (id: string) => Promise<VenueFacts | null>,
): Promise<ClashVenue> {
  let facts = await read(id);
  let rootId = id;
  let location = facts?.location ?? null;
  for (let depth = 0; facts?.parentId && depth < MAX_VENUE_DEPTH; depth++) {
    rootId = facts.parentId;
    facts = await read(rootId);
    location ??= facts?.location ?? null;
  }
  return { id, name, rootId, location };
}

/**
 * The favorite events of the signed-in user and the venues they take place in, for the clash
 * warnings of My Favorites, result tiles and the event page (issue 16 item 1). Loaded once per page
 * and store, when the first warning needs them: the user's favorite events (POST /search/favorites,
 * every page; canceled ones clash with nothing) and each venue's record (GET
 * /api/web/{year}/venues/{id}, once per venue, for its building and coordinates). The events the page
 * shows (`register`) count too, so an event favorited here clashes at once without a reload; an
 * event the store knows is no longer a favorite (removed from a warning, or with its button) drops
 * out at once.
 */
export class ClashSource {
  readonly #api: SiteApi;
  readonly #year: number;
  readonly #listeners = new Set<() => void>();
  readonly #venueFacts = new Map<string, Promise<VenueFacts | null>>();
  readonly #venues = new Map<string, ClashVenue>();
  readonly #subjects = new Map<string, { subject: ClashSubject; count: number }>();
  #loaded: ClashSubject[] | null = null;
  #loading: Promise<void> | null = null;
  #version = 0;

  constructor(api: SiteApi, year: number) {
    this.#api = api;
    this.#year = year;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Changes whenever what {@link favorites} and {@link eventOf} answer may have. */
  version = (): number => this.#version;

  /** Counts an event the page shows among the candidates; returns the function that stops. */
  register(subject: ClashSubject): () => void {
    const entry = this.#subjects.get(subject.id);
    if (entry) entry.count++;
    else this.#subjects.set(subject.id, { subject, count: 1 });
    this.#load();
    void this.#resolveVenues([subject]).then(() => this.#emit());
    return () => {
      const current = this.#subjects.get(subject.id);
      if (!current) return;
      current.count--;
      if (current.count <= 0) this.#subjects.delete(subject.id);
    };
  }

  /**
   * The subject as the clash rules take it, once its venue is known; `null` before (no warning is
   * better than one about a walk not yet measured).
   */
  eventOf(subject: ClashSubject): ClashEvent | null {
    if (!subject.venue) return { ...subject, venue: null };
    const venue = this.#venues.get(subject.venue.id);
    return venue ? { ...subject, venue } : null;
  }

  /**
   * The user's favorite events as far as known: `null` until they are loaded. `stateOf` is the
   * page's favorites store: an event it says is not (or no longer) a favorite is left out; a
   * registered event counts only when it says it is one.
   */
  favorites(stateOf: (id: string) => FavoriteState): ClashEvent[] | null {
    if (this.#loaded === null) return null;
    const candidates = new Map<string, ClashSubject>();
    for (const subject of this.#loaded)
      if (stateOf(subject.id) !== false) candidates.set(subject.id, subject);
    for (const { subject } of this.#subjects.values()) {
      if (stateOf(subject.id) === true) candidates.set(subject.id, subject);
    }
    return [...candidates.values()].flatMap((subject) => {
      const event = this.eventOf(subject);
      return event ? [event] : [];
    });
  }

  #load(): void {
    this.#loading ??= (async () => {
      const hits = await allHits((page) =>
        runFavoriteSearch(this.#api, { models: ['event'], ...(page > 1 ? { page } : {}) }),
      );
      const subjects = typeof hits === 'string' ? [] : hits.flatMap((hit) => subjectOfHit(hit) ?? []);
      await this.#resolveVenues(subjects);
      this.#loaded = subjects;
      this.#emit();
    })().catch((error: unknown) => {
      // Spec section 8: favorite failures go to the console only; no warning is shown.
      console.info('Could not load favorites for clash warnings', error);
    });
  }

  async #resolveVenues(subjects: readonly ClashSubject[]): Promise<void> {
    const venues = new Map(
      subjects.flatMap((subject) => (subject.venue ? [[subject.venue.id, subject.venue]] : [])),
    );
    await Promise.all(
      [...venues.values()]
        .filter((venue) => !this.#venues.has(venue.id))
        .map(async (venue) => {
          this.#venues.set(
            venue.id,
            await resolveClashVenue(venue.id, venue.name, (id) => this.#readVenue(id)),
          );
        }),
    );
  }

  #readVenue(id: string): Promise<VenueFacts | null> {
    let facts = this.#venueFacts.get(id);
    if (!facts) {
      facts = this.#api
        .GET('/api/web/{year}/venues/{id}', { params: { path: { year: this.#year, id } } })
        .then(({ data }) =>
          data
            ? {
                name: data.name,
                parentId: data.parent_venue?.id ?? null,
                location: venueLocation(data.location),
              }
            : null,
        )
        .catch(() => null);
      this.#venueFacts.set(id, facts);
    }
    return facts;
  }

  #emit(): void {
    this.#version++;
    for (const listener of this.#listeners) listener();
  }
}
