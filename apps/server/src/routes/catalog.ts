import * as catalog from '../catalog/queries.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ApiRequest, Handlers } from '../http/contract.ts';
import { notFound } from '../http/errors.ts';

type Lookup = (db: Database, year: number, id: string) => Promise<object | null>;

/** A GET handler for one kind of catalogue record: the record, or 404 with the error body. */
function recordHandler(label: string, lookup: Lookup) {
  return async (req: ApiRequest, ctx: import('koa').Context, db: Database) => {
    const year = Number(req.params.year);
    const id = String(req.params.id);
    const record = await lookup(db, year, id);
    if (!record) throw notFound(`${label} '${id}' was not found in ${year}`);
    ctx.set('Cache-Control', 'public, max-age=30');
    ctx.body = record;
  };
}

const LOOKUPS = {
  getEvent: ['Event', catalog.getEvent],
  getContributor: ['Contributor', catalog.getContributor],
  getFilm: ['Film', catalog.getFilm],
  getVenue: ['Venue', catalog.getVenue],
  getBrand: ['Brand', catalog.getBrand],
  getExhibitor: ['Exhibitor', catalog.getExhibitor],
  getMusicFestPresenter: ['Music presenter', catalog.getMusicFestPresenter],
} satisfies Record<string, [string, Lookup]>;

/** Catalogue records by id (spec section 7: events, contributors, attendees; plus the other detail pages). */
export function catalogHandlers({ db }: { db: Database; config: Config }): Handlers {
  const handlers: Handlers = {};
  for (const [operationId, [label, lookup]] of Object.entries(LOOKUPS)) {
    const handle = recordHandler(label, lookup);
    handlers[operationId] = (req, ctx) => handle(req, ctx, db);
  }
  handlers.getAttendee = async (req, ctx) => {
    const id = String(req.params.id);
    const attendee = await catalog.getAttendee(db, id);
    if (!attendee) throw notFound(`Attendee '${id}' was not found`);
    // The opt-out flag is the attendee's own privacy setting: never part of the public record.
    const { directory_opt_out: _optOut, ...publicRecord } = attendee;
    ctx.set('Cache-Control', 'private, max-age=30');
    ctx.body = publicRecord;
  };
  return handlers;
}
