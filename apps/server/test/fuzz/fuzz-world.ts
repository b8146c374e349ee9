import type { Role } from '../../src/accounts/tables.ts';
import { type Browser, sendJson, type TestServer } from '../harness.ts';

/**
 * What the fuzzer draws real values from, set up once on the test server: a signed-in browser per
 * role, ids of the demo data per kind of record (so that most path ids and body ids reach a handler
 * and the database instead of stopping at 404), and live secret tokens (calendar feed, shared schedule).
 */

/** Who sends a case: a visitor, or a user with the named role. */
export type FuzzRole = 'anonymous' | 'attendee' | 'staff' | 'admin';
export const FUZZ_ROLES: readonly FuzzRole[] = ['anonymous', 'attendee', 'staff', 'admin'];

/** What a request carries to be someone: its cookies and the CSRF token its page holds. */
export interface Identity {
  cookie: string;
  csrfToken: string;
}

export interface DemoIds {
  events: string[];
  /** Entity ids by entity type (artist, person, film, brand, exhibitor, music_fest_presenter). */
  entities: Record<string, string[]>;
  venues: string[];
  attendees: string[];
  /** Secret tokens of a live calendar feed and a live shared schedule. */
  tokens: string[];
}

export interface FuzzWorld {
  ids: DemoIds;
  /** Every id above (for ids whose kind the path does not say). */
  allIds: string[];
  /** The identity of a role (one long-lived session per signed-in role). */
  identity: (role: FuzzRole) => Identity;
  /** A new identity of `role` (a new session or visitor), for cases that end or replace their session. */
  freshIdentity: (role: FuzzRole) => Promise<Identity>;
  /** Ids of searches run at setup (a conversion of a known search is recorded, not refused). */
  searchIds: string[];
  /** The demo and fuzz accounts' emails (sign-in with a known email reaches the password check). */
  emails: string[];
}

const ROLE_GRANTS: Record<Exclude<FuzzRole, 'anonymous'>, Role[]> = {
  attendee: ['attendee'],
  staff: ['attendee', 'staff'],
  admin: ['attendee', 'admin'],
};

function identityOf(browser: Browser): Identity {
  return {
    cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    csrfToken: browser.csrfToken(),
  };
}

/** The first `limit` ids of a table of the landing year, published or not. */
async function demoIds(server: TestServer): Promise<Omit<DemoIds, 'tokens'>> {
  const db = server.db.kysely;
  const limit = 12;
  const events = await db
    .selectFrom('events')
    .select('id')
    .where('year', '=', 2026)
    .orderBy('id')
    .limit(limit)
    .execute();
  const entityRows = await db
    .selectFrom('entities')
    .select(['id', 'type'])
    .where('year', '=', 2026)
    .orderBy('id')
    .execute();
  const entities: Record<string, string[]> = {};
  for (const row of entityRows) {
    const ofType = entities[row.type] ?? [];
    if (ofType.length < limit) entities[row.type] = [...ofType, row.id];
  }
  const venues = await db
    .selectFrom('venues')
    .select('id')
    .where('year', '=', 2026)
    .orderBy('id')
    .limit(limit)
    .execute();
  const attendees = await db
    .selectFrom('attendees')
    .select('uid')
    .where('year', '=', 2026)
    .orderBy('uid')
    .limit(limit)
    .execute();
  return {
    events: events.map((e) => e.id),
    entities,
    venues: venues.map((v) => v.id),
    attendees: attendees.map((a) => a.uid),
  };
}

/** Runs a few searches through the API and answers their ids. */
async function searchIds(server: TestServer, browser: Browser): Promise<string[]> {
  const ids: string[] = [];
  for (const term of ['teaching', 'music', 'games']) {
    const response = await sendJson(server.baseUrl, browser, 'POST', '/search', { term });
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/** Turns on the attendee's calendar feed and schedule share through the API and answers their tokens. */
async function liveTokens(server: TestServer, attendee: Browser): Promise<string[]> {
  const tokens: string[] = [];
  for (const path of ['/api/me/calendar-feed', '/api/me/schedule-share']) {
    const response = await sendJson(server.baseUrl, attendee, 'PUT', path, { enabled: true });
    const { url } = (await response.json()) as { url: string };
    const last = new URL(url).pathname.split('/').pop() ?? '';
    tokens.push(decodeURIComponent(last.replace(/\.ics$/, '')));
  }
  return tokens;
}

export async function createFuzzWorld(server: TestServer): Promise<FuzzWorld> {
  const users = await Promise.all(
    (Object.keys(ROLE_GRANTS) as (keyof typeof ROLE_GRANTS)[]).map(async (role) => ({
      role,
      user: await server.createUser({
        email: `fuzz-${role}@example.org`,
        password: `fuzz-${role}-password-2026`,
        roles: ROLE_GRANTS[role],
        showInInterested: true,
      }),
    })),
  );
  const browsers = new Map<FuzzRole, Browser>([['anonymous', server.browser()]]);
  for (const { role, user } of users) browsers.set(role, await server.signedInBrowser(user));
  const attendee = browsers.get('attendee');
  if (!attendee) throw new Error('no attendee browser');
  const ids = { ...(await demoIds(server)), tokens: await liveTokens(server, attendee) };
  const identities = new Map([...browsers].map(([role, browser]) => [role, identityOf(browser)]));
  return {
    ids,
    allIds: [...ids.events, ...Object.values(ids.entities).flat(), ...ids.venues, ...ids.attendees],
    identity: (role) => {
      const found = identities.get(role);
      if (!found) throw new Error(`no identity for ${role}`);
      return found;
    },
    freshIdentity: async (role) => {
      const user = users.find((u) => u.role === role)?.user;
      return identityOf(user ? await server.signedInBrowser(user) : server.browser());
    },
    searchIds: await searchIds(server, attendee),
    emails: [...users.map((u) => u.user.email), 'attendee@example.org', 'nobody@example.org'],
  };
}
