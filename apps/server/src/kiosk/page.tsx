import { EVENT_STATUS_LABELS, KIOSK_SCROLL_INTERVAL_MS } from '@conf/core';
import { TimeZoneProvider } from '@conf/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { jsonForScript, plainPageStart } from '../site/shell.ts';

/** Where the live pages' stylesheet and script are served (by {@link ./assets.ts}). */
export const LIVE_ASSETS = '/kiosk/assets';

/** The page kinds: a scrolling list (kiosk, signage) or one room's door screen (engage). */
export type LiveLayout = 'kiosk' | 'signage' | 'engage';

/** What the page script reads (a non-executed JSON element: the CSP forbids inline scripts). */
export interface LivePageConfig {
  /** The status stream to open with EventSource; `null` for a year the stream does not carry. */
  stream: string | null;
  /** Words of the status values, for badges the script fills in. */
  labels: Record<string, string>;
  /** Scroll one screen further every this many ms (0: no scrolling). */
  scrollMs: number;
  /** Reload the page (fresh list: ended events go, new ones come) after this many ms. */
  reloadMs: number;
}

/**
 * The page script's settings. Live statuses are the landing year's (the stream carries no other), so
 * a page of another year has none: a status of the landing year's event with the same id is not its.
 */
export function livePageConfig(layout: LiveLayout, live = true): LivePageConfig {
  return {
    stream: live ? '/statuses/stream' : null,
    labels: { ...EVENT_STATUS_LABELS },
    scrollMs: layout === 'engage' ? 0 : KIOSK_SCROLL_INTERVAL_MS,
    reloadMs: layout === 'engage' ? 60_000 : 5 * 60_000,
  };
}

/** The clock's format: weekday and time in the programme's zone, with the zone's short name. */
export function clockText(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(now);
}

/**
 * The top of every live screen: the programme's mark and name (people in a hall see whose screen
 * it is) and a clock in the programme's zone, which the page script keeps current
 * (`data-time-zone`).
 */
function LiveHeader({
  programmeName,
  timeZone,
  now,
}: {
  programmeName: string;
  timeZone: string;
  now: Date;
}) {
  return (
    <header className="live-header">
      <img src={`${LIVE_ASSETS}/favicon.svg`} alt="" width={48} height={48} className="live-logo" />
      <span className="live-brand">{programmeName}</span>
      <time className="live-clock" dateTime={now.toISOString()} data-time-zone={timeZone}>
        {clockText(now, timeZone)}
      </time>
    </header>
  );
}

/**
 * A whole server-rendered live page: the components rendered with React's `renderToString` (no
 * hydration: the page has no client framework), one stylesheet, one external script and the site's
 * favicon as its icon.
 */
export function renderLivePage({
  title,
  layout,
  content,
  timeZone,
  programmeName,
  live = true,
  now = new Date(),
}: {
  title: string;
  layout: LiveLayout;
  content: ReactElement;
  /** The programme's zone: every time on the screen is shown in it. */
  timeZone: string;
  /** The programme's name, after the page's own title in the document title. */
  programmeName?: string;
  /** Whether the page follows the status stream (the landing year's pages only). */
  live?: boolean;
  /** The server's clock: the time the clock shows until the page script takes over. */
  now?: Date;
}): string {
  const body = renderToString(
    <TimeZoneProvider timeZone={timeZone}>
      <LiveHeader programmeName={programmeName ?? title} timeZone={timeZone} now={now} />
      <main className="live-main">{content}</main>
    </TimeZoneProvider>,
  );
  return [
    ...plainPageStart(programmeName && programmeName !== title ? `${title} · ${programmeName}` : title),
    // The site's favicon: without an icon link, the browser asks for /favicon.ico (a 404).
    `<link rel="icon" type="image/svg+xml" href="${LIVE_ASSETS}/favicon.svg">`,
    `<link rel="stylesheet" href="${LIVE_ASSETS}/live.css">`,
    `<script type="application/json" id="live-config">${jsonForScript(livePageConfig(layout, live))}</script>`,
    `<script src="${LIVE_ASSETS}/live.js" defer></script>`,
    '</head>',
    `<body class="live" data-layout="${layout}" data-stream="connecting">`,
    body,
    '</body>',
    '</html>',
  ].join('\n');
}
