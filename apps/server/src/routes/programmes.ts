import { createHash } from 'node:crypto';
import type { components } from '@conf/api-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Handlers } from '../http/contract.ts';
import { fallbackProgramme, type ProgrammeSettings } from '../programmes/settings.ts';
import { findProgramme } from '../programmes/store.ts';

type ProgrammeBody = components['schemas']['Programme'];

/** The contract's body of a year's settings; `stored: false` for the neutral fallback. */
export function programmeBody(settings: ProgrammeSettings, stored: boolean): ProgrammeBody {
  return { ...settings, eventTypes: [...settings.eventTypes], stored };
}

/** A strong ETag of a body: the hash of its JSON text. */
export function bodyEtag(body: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names this ETag (or is `*`). */
function matchesEtag(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * `GET /api/web/{year}/programme`: a year's programme settings (docs/decisions/0010), the stored
 * row or the neutral fallback (200 either way, so a page of any year renders); ETag and 304.
 */
export function programmeHandlers({ db, config }: { db: Database; config: Config }): Handlers {
  return {
    getProgramme: async (req, ctx) => {
      const year = Number(req.params.year);
      const stored = await findProgramme(db.kysely, year);
      const body = programmeBody(stored ?? fallbackProgramme(year, config.theme), stored !== null);
      const etag = bodyEtag(body);
      ctx.set('Cache-Control', 'public, max-age=30');
      ctx.set('ETag', etag);
      const ifNoneMatch = ctx.get('If-None-Match');
      if (ifNoneMatch && matchesEtag(ifNoneMatch, etag)) {
        ctx.status = 304;
        return;
      }
      ctx.body = body;
    },
  };
}
