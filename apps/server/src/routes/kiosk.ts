import { EngagePanel, EventBoard, NotFound } from '@conf/ui';
import type { Context, Middleware } from 'koa';
import { createElement } from 'react';
import * as catalog from '../catalog/queries.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { liveAsset } from '../kiosk/assets.ts';
import { LIVE_ASSETS, type LiveLayout, renderLivePage } from '../kiosk/page.tsx';
import { qrCodeDataUrl } from '../kiosk/qr.ts';
import { nowOrNext, upcomingEvents } from '../kiosk/upcoming.ts';
import { getProgramme } from '../programmes/store.ts';

/**
 * The server-rendered live screens (spec sections 1 and 6: kiosk, signage and engage pages), for the
 * landing year, read-only, with live statuses from `GET /statuses/stream`; each also under a year
 * (`/2025/kiosk`), in that year's programme zone and name, without live statuses (the stream carries
 * the landing year's only):
 *
 * | URL | screen |
 * |---|---|
 * | `/kiosk` | the whole festival's upcoming events, a scrolling list |
 * | `/kiosk/venues/{id}` | the upcoming events of one venue and all its rooms |
 * | `/signage`, `/signage/venues/{id}` | the same for landscape screens: big type, several columns |
 * | `/engage/venues/{id}` | a room's door screen: the event in the room now (or next), with a QR code of its page |
 *
 * They are HTML pages like the site's shell, so, like it, they are not operations of openapi.yaml
 * (which describes the API). An unknown venue answers a 404 page. They are operations screens, so the
 * `venues` feature flag (which hides the site's venue pages) does not turn them off. Staff selectors
 * never appear here (spec section 6: "except kiosk pages"), whoever is signed in.
 */

export interface KioskDeps {
  db: Database;
  config: Config;
  /** The server's clock (tests pin it). */
  clock: () => Date;
}

/** `/kiosk`, `/2025/signage/venues/V1`…: the optional year, the layout and the optional venue id. */
const PAGE = /^\/(?:(\d{4})\/)?(kiosk|signage|engage)(?:\/venues\/([^/]+))?\/?$/;

/** What a live page shows of its year's programme: its zone, its name, and whether statuses stream. */
interface PageProgramme {
  year: number;
  timeZone: string;
  name: string;
  live: boolean;
}

function sendHtml(ctx: Context, status: number, html: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  // A page that shows live data: never a stale copy from a cache.
  ctx.set('Cache-Control', 'no-store');
  ctx.body = html;
}

/** The 404 screen of spec section 8, as a live page (an unknown venue, a mistyped address). */
function sendNotFound(ctx: Context, config: Config, layout: LiveLayout, programme: PageProgramme): void {
  const content = createElement(NotFound, { supportEmail: config.supportEmail, url: ctx.href });
  sendHtml(ctx, 404, renderLivePage({ title: 'Page not found', layout, content, ...pageOptions(programme) }));
}

function pageOptions(programme: PageProgramme) {
  return { timeZone: programme.timeZone, programmeName: programme.name, live: programme.live };
}

function decodeId(raw: string): string | null {
  try {
    const id = decodeURIComponent(raw);
    return id.length > 0 && id.length <= 128 ? id : null;
  } catch {
    return null;
  }
}

export function kioskMiddleware({ db, config, clock }: KioskDeps): Middleware {
  async function programmeOf(year: number): Promise<PageProgramme> {
    const settings = await getProgramme(db, year);
    return { year, timeZone: settings.timeZone, name: settings.name, live: year === config.landingYear };
  }

  async function board(
    ctx: Context,
    layout: 'kiosk' | 'signage',
    venueId: string | undefined,
    programme: PageProgramme,
  ): Promise<void> {
    const now = clock();
    const { year } = programme;
    let title = 'Upcoming events';
    if (venueId !== undefined) {
      const venue = await catalog.getVenue(db, year, venueId);
      if (!venue) return sendNotFound(ctx, config, layout, programme);
      title = venue.name;
    }
    const events = await upcomingEvents(db, { year, now, venueId });
    const content = createElement(EventBoard, { title, events, layout });
    sendHtml(ctx, 200, renderLivePage({ title, layout, content, now, ...pageOptions(programme) }));
  }

  async function engage(ctx: Context, venueId: string, programme: PageProgramme): Promise<void> {
    const now = clock();
    const { year } = programme;
    const venue = await catalog.getVenue(db, year, venueId);
    if (!venue) return sendNotFound(ctx, config, 'engage', programme);
    const events = await upcomingEvents(db, { year, now, venueId, limit: 10 });
    const { event, when } = nowOrNext(events, now);
    const origin = config.publicUrl ?? `${ctx.protocol}://${ctx.host}`;
    // The event's page of the screen's year: yearless for the landing year, `/2025/events/…` otherwise.
    const yearPath = year === config.landingYear ? '' : `/${year}`;
    const shareUrl = event ? `${origin}${yearPath}/events/${encodeURIComponent(event.id)}` : null;
    const qrCodeSrc = shareUrl ? await qrCodeDataUrl(shareUrl) : null;
    const content = createElement(EngagePanel, { room: venue.name, event, when, shareUrl, qrCodeSrc });
    sendHtml(
      ctx,
      200,
      renderLivePage({ title: venue.name, layout: 'engage', content, now, ...pageOptions(programme) }),
    );
  }

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith(`${LIVE_ASSETS}/`)) {
      const asset = await liveAsset(ctx.path.slice(LIVE_ASSETS.length + 1));
      if (!asset) return next();
      ctx.type = asset.type;
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = asset.body;
      return;
    }
    const match = PAGE.exec(ctx.path);
    if (!match) return next();
    const year = match[1] === undefined ? config.landingYear : Number(match[1]);
    const layout = match[2] as LiveLayout;
    const rawId = match[3];
    const programme = await programmeOf(year);
    const venueId = rawId === undefined ? undefined : decodeId(rawId);
    if (venueId === null) return sendNotFound(ctx, config, layout, programme);
    if (layout === 'engage') {
      if (venueId === undefined) return next();
      return engage(ctx, venueId, programme);
    }
    return board(ctx, layout, venueId, programme);
  };
}
