import * as catalog from '../catalog/queries.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { type AnswerBody, type Handler, implement } from '../http/implementation.ts';

/** The operations that answer one catalogue record of a year by id. */
type RecordOperation =
  | 'getEvent'
  | 'getContributor'
  | 'getFilm'
  | 'getVenue'
  | 'getBrand'
  | 'getExhibitor'
  | 'getMusicFestPresenter';

/** A GET handler for one kind of catalogue record: the record, or 404 with the error body. */
function recordHandler<Op extends RecordOperation>(
  db: Database,
  label: string,
  lookup: (db: Database, year: number, id: string) => Promise<AnswerBody<Op> | null>,
): Handler<Op> {
  return async (req, ctx) => {
    const { year, id } = req.params;
    const record = await lookup(db, year, id);
    if (!record) throw notFound(`${label} '${id}' was not found in ${year}`);
    ctx.set('Cache-Control', 'public, max-age=30');
    ctx.body = record;
  };
}

/** Catalogue records by id (spec section 7: events, contributors, attendees; plus the other detail pages). */
export function catalogHandlers({ db }: { db: Database; config: Config }) {
  return implement({
    getEvent: recordHandler(db, 'Event', catalog.getEvent),
    getContributor: recordHandler(db, 'Contributor', catalog.getContributor),
    getFilm: recordHandler(db, 'Film', catalog.getFilm),
    getVenue: recordHandler(db, 'Venue', catalog.getVenue),
    getBrand: recordHandler(db, 'Brand', catalog.getBrand),
    getExhibitor: recordHandler(db, 'Exhibitor', catalog.getExhibitor),
    getMusicFestPresenter: recordHandler(db, 'Music presenter', catalog.getMusicFestPresenter),
    getAttendee: async (req, ctx) => {
      const { id } = req.params;
      const attendee = await catalog.getAttendee(db, id);
      if (!attendee) throw notFound(`Attendee '${id}' was not found`);
      // The opt-out flag is the attendee's own privacy setting: never part of the public record.
      const { directory_opt_out: _optOut, ...publicRecord } = attendee;
      ctx.set('Cache-Control', 'private, max-age=30');
      ctx.body = publicRecord;
    },
  });
}
