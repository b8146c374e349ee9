import { slugify } from '../normalize.ts';
import type { CredentialInput, EntityInput, EventEntityRefInput, EventInput } from '../types.ts';
import type { BuildingKind } from './austin-venues.ts';
import { type DemoContext, publication } from './context.ts';
import type { Host } from './venues.ts';
import {
  ACCESSIBILITY,
  BADGES,
  CPE_CREDIT,
  DESCRIPTION_SENTENCES,
  EXPERIENCE_LEVELS,
  EXPRESS_MESSAGES,
  FOCUS_AREAS,
  LONG_DESCRIPTION_SENTENCES,
  TAGS,
  TITLE_APPROACHES,
  TITLE_GROUPS,
  TITLE_NOUNS,
  TITLE_PHRASES,
  TITLE_SETTINGS,
  TITLE_TOPICS,
  TITLE_VERBS,
  TRACKS,
} from './words.ts';

/** The schedule of the demo catalogue: event kinds, times, rooms, line-ups, titles. */

type EventKind = 'session' | 'panel' | 'edu' | 'showcase' | 'screening';

/** Shares of each kind of event (sum 1). */
const KIND_SHARES: readonly [EventKind, number][] = [
  ['session', 0.36],
  ['panel', 0.2],
  ['edu', 0.15],
  ['showcase', 0.14],
  ['screening', 0.15],
];

const ID_PREFIX: Record<EventKind, string> = {
  session: 'PP',
  panel: 'PP',
  edu: 'ED',
  showcase: 'MS',
  screening: 'FS',
};
const PREFERRED_VENUE: Record<EventKind, BuildingKind> = {
  session: 'conference',
  panel: 'conference',
  edu: 'conference',
  showcase: 'music',
  screening: 'film',
};

/** Half-hour slots of a conference day: 8:00 (slot 0) to 18:30 (slot 21 is the end). */
const FIRST_HOUR = 8;
const SLOTS_PER_DAY = 21;

const PLATINUM = badge('platinum');

function badge(type: string): CredentialInput {
  const found = BADGES.find((b) => b.type === type);
  if (!found) throw new Error(`No badge of type ${type}`);
  return { name: found.name, type: found.type };
}

/** Where and when: packs events into (room, day) tracks one after the other, preferring the right kind of venue. */
class Scheduler {
  readonly #pools = new Map<
    BuildingKind,
    { tracks: { host: string; day: number; cursor: number }[]; next: number }
  >();

  constructor(
    private readonly ctx: DemoContext,
    private readonly hosts: readonly Host[],
  ) {
    for (const host of hosts) {
      let pool = this.#pools.get(host.kind);
      if (!pool) {
        pool = { tracks: [], next: 0 };
        this.#pools.set(host.kind, pool);
      }
      for (const [day] of ctx.days.entries()) pool.tracks.push({ host: host.id, day, cursor: ctx.int(0, 2) });
    }
    for (const pool of this.#pools.values()) pool.tracks = ctx.faker.helpers.shuffle(pool.tracks);
  }

  place(kind: EventKind, slots: number): { venueId: string; day: number; start: number } {
    const order: BuildingKind[] = [PREFERRED_VENUE[kind], 'conference', 'music', 'film'];
    for (const buildingKind of order) {
      const pool = this.#pools.get(buildingKind);
      if (!pool) continue;
      for (let tried = 0; tried < pool.tracks.length; tried += 1) {
        const index = (pool.next + tried) % pool.tracks.length;
        const track = pool.tracks[index];
        if (!track || track.cursor + slots > SLOTS_PER_DAY) continue;
        const start = track.cursor;
        track.cursor += slots + (this.ctx.chance(0.3) ? 1 : 0);
        pool.next = (index + 1) % pool.tracks.length;
        return { venueId: track.host, day: track.day, start };
      }
    }
    // Every room is full: overlap somewhere (only at festival scale, rarely).
    const host = this.ctx.pick(this.hosts);
    return {
      venueId: host.id,
      day: this.ctx.int(0, this.ctx.days.length - 1),
      start: this.ctx.int(0, SLOTS_PER_DAY - slots),
    };
  }
}

/** Each kind's count, in a shuffled order. */
function eventKinds(ctx: DemoContext, count: number): EventKind[] {
  const kinds: EventKind[] = [];
  for (const [i, [kind, share]] of KIND_SHARES.entries()) {
    const n = i === KIND_SHARES.length - 1 ? count - kinds.length : Math.round(count * share);
    for (let k = 0; k < n; k += 1) kinds.push(kind);
  }
  return ctx.faker.helpers.shuffle(kinds);
}

interface Draft {
  id: string;
  kind: EventKind;
  format: string;
  minutes: number;
  /** How many contributors (persons, or artists for a showcase). */
  seats: number;
}

function draft(ctx: DemoContext, kind: EventKind, index: number): Draft {
  const id = `${ID_PREFIX[kind]}${100001 + index}`;
  switch (kind) {
    case 'session': {
      const format = ctx.faker.helpers.weightedArrayElement([
        { value: 'Session', weight: 50 },
        { value: 'Workshop', weight: 20 },
        { value: 'Mentor Session', weight: 15 },
        { value: 'Meet Up', weight: 10 },
        { value: 'Keynote', weight: 5 },
      ]);
      const minutes = {
        Session: ctx.pick([30, 60]),
        Workshop: 90,
        'Mentor Session': 30,
        'Meet Up': 60,
        Keynote: 60,
      }[format];
      const seats = {
        Session: ctx.int(1, 3),
        Workshop: ctx.int(1, 2),
        'Mentor Session': 1,
        'Meet Up': ctx.int(1, 2),
        Keynote: 1,
      }[format];
      return { id, kind, format, minutes, seats };
    }
    case 'panel':
      return { id, kind, format: 'Panel', minutes: 60, seats: ctx.int(3, 5) };
    case 'edu':
      return {
        id,
        kind,
        format: ctx.pick(['Workshop', 'Session']),
        minutes: ctx.pick([60, 90]),
        seats: ctx.int(1, 3),
      };
    case 'showcase':
      return { id, kind, format: 'Showcase', minutes: ctx.pick([30, 60]), seats: ctx.int(1, 4) };
    case 'screening':
      return { id, kind, format: 'Film Screening', minutes: ctx.pick([60, 90]), seats: ctx.int(0, 2) };
  }
}

/**
 * Deals every id of the pool into the events' seats once (in shuffled order), fills remaining seats
 * with repeat appearances, and gives unplaced ids an extra seat somewhere: everyone appears.
 */
function deal(ctx: DemoContext, seats: readonly number[], pool: readonly string[]): string[][] {
  const lineups = seats.map(() => [] as string[]);
  if (pool.length === 0) return lineups;
  const order = ctx.faker.helpers.shuffle([...pool]);
  let next = 0;
  for (const [i, count] of seats.entries()) {
    const lineup = lineups[i] as string[];
    for (let k = 0; k < count; k += 1) {
      const id = next < order.length ? (order[next++] as string) : ctx.pick(pool);
      if (!lineup.includes(id)) lineup.push(id);
    }
  }
  const open = seats.flatMap((count, i) => (count > 0 ? [i] : []));
  while (next < order.length && open.length > 0) {
    const lineup = lineups[ctx.pick(open)] as string[];
    const id = order[next++] as string;
    if (!lineup.includes(id)) lineup.push(id);
  }
  return lineups;
}

function sessionTitle(ctx: DemoContext): string {
  const verb = ctx.pick(TITLE_VERBS);
  const topic = ctx.pick(TITLE_TOPICS);
  const approach = ctx.pick(TITLE_APPROACHES);
  const setting = ctx.pick(TITLE_SETTINGS);
  switch (ctx.int(0, 5)) {
    case 0:
      return `${verb} ${topic}: ${approach} in ${setting}`;
    case 1:
      return `What ${ctx.pick(TITLE_GROUPS)} Need to Know About ${approach}`;
    case 2:
      return `The Future of ${topic}`;
    case 3:
      return `${approach} for ${ctx.pick(TITLE_GROUPS)}: Lessons from ${setting}`;
    case 4:
      return `Beyond the ${ctx.pick(TITLE_NOUNS)}: ${ctx.pick(TITLE_PHRASES)}`;
    default:
      return `${verb} ${topic} with ${approach}`;
  }
}

function descriptions(ctx: DemoContext, format: string): { description: string; long_description: string } {
  const values = {
    format: format.toLowerCase(),
    group: () => ctx.pick(TITLE_GROUPS).toLowerCase(),
    approach: () => ctx.pick(TITLE_APPROACHES).toLowerCase(),
    topic: () => ctx.pick(TITLE_TOPICS).toLowerCase(),
    setting: () => ctx.pick(TITLE_SETTINGS).toLowerCase(),
  };
  const description = ctx
    .sample(DESCRIPTION_SENTENCES, ctx.int(2, 3))
    .map((s) => ctx.fill(s, values))
    .join(' ');
  const more = ctx
    .sample(LONG_DESCRIPTION_SENTENCES, ctx.int(2, 4))
    .map((s) => ctx.fill(s, values))
    .join(' ');
  return { description, long_description: `${description}\n\n${more}` };
}

function credentialsFor(ctx: DemoContext, kind: EventKind, filmCredential: string | null): CredentialInput[] {
  if (kind === 'showcase') return [PLATINUM, badge('music')];
  if (kind === 'screening') return [PLATINUM, badge(filmCredential ?? 'film')];
  const credentials = [PLATINUM, badge('edu')];
  if (ctx.chance(0.3)) credentials.push(badge('innovation'));
  if (ctx.chance(0.15)) credentials.push(badge('interactive'));
  if (ctx.chance(0.2)) credentials.push({ ...CPE_CREDIT });
  return credentials;
}

export interface ScheduleCast {
  hosts: readonly Host[];
  persons: readonly EntityInput[];
  artists: readonly EntityInput[];
  films: readonly EntityInput[];
  brands: readonly EntityInput[];
  presenters: readonly EntityInput[];
}

export function generateEvents(ctx: DemoContext, count: number, cast: ScheduleCast): EventInput[] {
  const drafts = eventKinds(ctx, count).map((kind, index) => draft(ctx, kind, index));
  const scheduler = new Scheduler(ctx, cast.hosts);
  const places = drafts.map((d) => scheduler.place(d.kind, d.minutes / 30));
  const personSeats = drafts.map((d) => (d.kind === 'showcase' ? 0 : d.seats));
  const artistSeats = drafts.map((d) => (d.kind === 'showcase' ? d.seats : 0));
  const personLineups = deal(
    ctx,
    personSeats,
    cast.persons.map((p) => p.id),
  );
  const artistLineups = deal(
    ctx,
    artistSeats,
    cast.artists.map((a) => a.id),
  );
  const byId = new Map([...cast.persons, ...cast.artists].map((e) => [e.id, e]));
  let screening = 0;

  return drafts.map((d, i): EventInput => {
    const place = places[i] as (typeof places)[number];
    const day = ctx.days[place.day] as string;
    const start = ctx.at(day, FIRST_HOUR + Math.floor(place.start / 2), (place.start % 2) * 30);
    const end = new Date(start.getTime() + d.minutes * 60_000);
    const lineup = (d.kind === 'showcase' ? artistLineups[i] : personLineups[i]) ?? [];
    const refs: EventEntityRefInput[] = lineup.map((entity_id) => ({ entity_id, role: 'contributor' }));
    const first = byId.get(lineup[0] ?? '');

    let name = sessionTitle(ctx);
    let genre: string | null = null;
    let subgenre: string | null = null;
    let presentedBy: string | null = null;
    let sponsor: EntityInput | null = null;
    let filmCredential: string | null = null;
    if (d.format === 'Mentor Session' && first) name = `Mentor Session: ${first.name}`;
    else if (d.format === 'Meet Up') name = `${ctx.pick(TAGS)} Meet Up`;
    else if (d.format === 'Keynote') name = `Keynote: ${first?.name ?? name}`;
    if (d.kind === 'showcase') {
      const presenter = cast.presenters.length > 0 && ctx.chance(0.7) ? ctx.pick(cast.presenters) : null;
      if (presenter) {
        refs.push({ entity_id: presenter.id, role: 'presenter' });
        presentedBy = presenter.name;
      }
      genre = first?.genre ?? null;
      subgenre = first?.subgenre ?? null;
      name = lineup.length === 1 && first ? first.name : `${presenter?.name ?? genre ?? 'Campus'} Showcase`;
    }
    if (d.kind === 'screening' && cast.films.length > 0) {
      const film = cast.films[screening++ % cast.films.length] as EntityInput;
      refs.unshift({ entity_id: film.id, role: 'film' });
      name = film.name;
      const details = film.details ?? {};
      genre = typeof details.genre === 'string' ? details.genre : null;
      subgenre = typeof details.subgenre === 'string' ? details.subgenre : null;
      filmCredential = typeof details.credential === 'string' ? details.credential : null;
    }
    const learning = d.kind !== 'showcase' && d.kind !== 'screening';
    if (learning && cast.brands.length > 0 && ctx.chance(0.1)) {
      sponsor = ctx.pick(cast.brands);
      refs.push({ entity_id: sponsor.id, role: 'sponsor' });
      if (ctx.chance(0.5)) presentedBy = sponsor.name;
    }
    const credentials = credentialsFor(ctx, d.kind, filmCredential);
    const reservable = ctx.chance(0.15);
    const express = ctx.chance(0.1);
    const text = descriptions(ctx, d.format);
    return {
      id: d.id,
      name,
      ...text,
      start_time: ctx.iso(start),
      end_time: ctx.iso(end),
      date: day,
      ...publication(ctx),
      canceled: ctx.chance(0.02),
      thumbnail_url: `/images/event/${d.id}.svg`,
      image_url: ctx.chance(0.7) ? `/images/event/${d.id}.svg` : null,
      image_credit: ctx.chance(0.5) ? ctx.faker.person.fullName() : null,
      presented_by: presentedBy,
      format: d.format,
      event_type: d.kind,
      track: learning ? ctx.pick(TRACKS) : null,
      experience_level: learning ? ctx.pick(EXPERIENCE_LEVELS) : null,
      focus_area: learning ? ctx.pick(FOCUS_AREAS) : null,
      genre,
      subgenre,
      credentials,
      tags: (learning ? ctx.sample(TAGS, ctx.int(1, 3)) : []).map((tag) => ({ id: slugify(tag), name: tag })),
      accessibility: ctx.sample(ACCESSIBILITY, ctx.int(0, 3)),
      sponsor: sponsor?.name ?? null,
      sponsor_image: sponsor ? `/images/brand/${sponsor.id}.svg` : null,
      venue_id: place.venueId,
      entities: refs,
      reservable,
      capacity: reservable ? ctx.pick([24, 40, 60, 80, 120, 200, 300]) : null,
      express_entry: express,
      express_message: express ? ctx.pick(EXPRESS_MESSAGES) : null,
      details: credentials.some((c) => c.type === CPE_CREDIT.type) ? { cpe_hours: d.minutes / 60 } : {},
    };
  });
}
