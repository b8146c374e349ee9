import { EVENT_STATUS_LABELS, KIOSK_SCROLL_INTERVAL_MS } from '@conf/core';
import { TimeZoneProvider } from '@conf/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeHtml, jsonForScript } from '../site/shell.ts';

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
}): string {
  const body = renderToString(
    <TimeZoneProvider timeZone={timeZone}>
      <main className="live-main">{content}</main>
    </TimeZoneProvider>,
  );
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(programmeName && programmeName !== title ? `${title} · ${programmeName}` : title)}</title>`,
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
