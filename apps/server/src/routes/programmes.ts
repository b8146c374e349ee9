import type { ProgrammeBody } from '@conf/contract';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { answeredNotModified, strongEtag } from '../http/conditional-get.ts';
import { implement } from '../http/implementation.ts';
import { fallbackProgramme, type ProgrammeSettings } from '../programmes/settings.ts';
import { findProgramme } from '../programmes/store.ts';

/** The contract's body of a year's settings; `stored: false` for the neutral fallback. */
export function programmeBody(settings: ProgrammeSettings, stored: boolean): ProgrammeBody {
  return { ...settings, eventTypes: [...settings.eventTypes], stored };
}

/**
 * `GET /api/web/{year}/programme`: a year's programme settings (docs/decisions/0010), the stored
 * row or the neutral fallback (200 either way, so a page of any year renders); ETag and 304.
 */
export function programmeHandlers({ db, config }: { db: Database; config: Config }) {
  return implement({
    getProgramme: async (req, ctx) => {
      const year = Number(req.params.year);
      const stored = await findProgramme(db.kysely, year);
      const body = programmeBody(stored ?? fallbackProgramme(year, config.theme), stored !== null);
      ctx.set('Cache-Control', 'public, max-age=30');
      if (answeredNotModified(ctx, strongEtag(JSON.stringify(body)))) return;
      ctx.body = body;
    },
  });
}
