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
import { programmeTimeZone } from '../programmes/store.ts';

/**
 * The server-rendered live screens (spec sections 1 and 6: kiosk, signage and engage pages), for the
 * landing year, read-only, with live statuses from `GET /statuses/stream`:
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

const PAGE = /^\/(kiosk|signage|engage)(?:\/venues\/([^/]+))?\/?$/;

function sendHtml(ctx: Context, status: number, html: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  // A page that shows live data: never a stale copy from a cache.
  ctx.set('Cache-Control', 'no-store');
  ctx.body = html;
}

/** The 404 screen of spec section 8, as a live page (an unknown venue, a mistyped address). */
function sendNotFound(ctx: Context, config: Config, layout: LiveLayout, timeZone: string): void {
  const content = createElement(NotFound, { supportEmail: config.supportEmail, url: ctx.href });
  sendHtml(ctx, 404, renderLivePage({ title: 'Page not found', layout, content, timeZone }));
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
  const year = config.landingYear;

  async function board(
    ctx: Context,
    layout: 'kiosk' | 'signage',
    venueId: string | undefined,
  ): Promise<void> {
    const now = clock();
    let title = 'Upcoming events';
    if (venueId !== undefined) {
      const venue = await catalog.getVenue(db, year, venueId);
      if (!venue) return sendNotFound(ctx, config, layout, await programmeTimeZone(db, year));
      title = venue.name;
    }
    const events = await upcomingEvents(db, { year, now, venueId });
    const content = createElement(EventBoard, { title, events, layout });
    sendHtml(
      ctx,
      200,
      renderLivePage({ title, layout, content, timeZone: await programmeTimeZone(db, year) }),
    );
  }

  async function engage(ctx: Context, venueId: string): Promise<void> {
    const now = clock();
    const venue = await catalog.getVenue(db, year, venueId);
    if (!venue) return sendNotFound(ctx, config, 'engage', await programmeTimeZone(db, year));
    const events = await upcomingEvents(db, { year, now, venueId, limit: 10 });
    const { event, when } = nowOrNext(events, now);
    const origin = config.publicUrl ?? `${ctx.protocol}://${ctx.host}`;
    const shareUrl = event ? `${origin}/events/${encodeURIComponent(event.id)}` : null;
    const qrCodeSrc = shareUrl ? await qrCodeDataUrl(shareUrl) : null;
    const content = createElement(EngagePanel, { room: venue.name, event, when, shareUrl, qrCodeSrc });
    sendHtml(
      ctx,
      200,
      renderLivePage({
        title: venue.name,
        layout: 'engage',
        content,
        timeZone: await programmeTimeZone(db, year),
      }),
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
    const layout = match[1] as LiveLayout;
    const rawId = match[2];
    const venueId = rawId === undefined ? undefined : decodeId(rawId);
    if (venueId === null) return sendNotFound(ctx, config, layout, await programmeTimeZone(db, year));
    if (layout === 'engage') {
      if (venueId === undefined) return next();
      return engage(ctx, venueId);
    }
    return board(ctx, layout, venueId);
  };
}
