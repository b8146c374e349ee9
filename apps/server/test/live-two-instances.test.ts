import { createRequire } from 'node:module';
import { KIOSK_SCROLL_INTERVAL_MS } from '@conf/core';
import { type Browser as Chromium, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { upcomingEvents } from '../src/kiosk/upcoming.ts';
import { type Browser, drivers, startTestServer, type TestServer } from './harness.ts';
import { type Instance, startSecondInstance } from './live-instances.ts';

/**
 * Live statuses across instances, end to end: two real servers on one PostgreSQL database (A started
 * by the harness, B with its own pool and LISTEN connection and a clock pinned to the festival). Staff
 * sign in on A through the sign-in form and set a status; the kiosk page of B, open in Chromium,
 * shows it within 2 seconds. Then the page loses its connection and a change made meanwhile reaches
 * it after the browser reconnects; and the refusals (visitor, attendee, no CSRF token, bad value).
 */
const MORNING = new Date('2026-03-09T15:00:00Z');
/** axe-core, the accessibility engine the stories use (a dependency of @storybook/addon-a11y). */
const require = createRequire(import.meta.url);
const AXE_PATH = createRequire(require.resolve('@storybook/addon-a11y')).resolve('axe-core/axe.min.js');
const postgres = drivers().find((d) => d.driver === 'postgres');

describe('live statuses across two instances', () => {
  if (!postgres || postgres.skip) {
    it.skip(`skipped: ${postgres?.skip || 'no PostgreSQL'}`, () => {});
    return;
  }
  let a: TestServer;
  let b: Instance;
  let chromiumBrowser: Chromium;
  let page: Page;
  let staff: Browser;
  let eventIds: string[];

  /** The words shown by the status badge of one event on the page. */
  const badgeText = (id: string) =>
    page.locator(`[data-event-id="${id}"] .conf-StatusBadge`).first().textContent();

  async function waitForBadge(id: string, text: string, timeoutMs: number): Promise<number> {
    const started = Date.now();
    await page.waitForFunction(
      ([eventId, expected]) => {
        const badge = document.querySelector(`[data-event-id="${eventId}"] .conf-StatusBadge`);
        return (
          badge instanceof HTMLElement && !badge.hidden && badge.textContent.includes(expected as string)
        );
      },
      [id, text],
      { timeout: timeoutMs, polling: 25 },
    );
    return Date.now() - started;
  }

  function patch(browser: Browser, id: string, body: unknown, token?: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const sent = token === undefined ? browser.csrfToken() : token;
    if (sent !== null) headers['x-csrf-token'] = sent;
    return browser.fetch(`${a.baseUrl}/statuses/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify(body),
    });
  }

  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startSecondInstance(a, { clock: () => MORNING, statusStream: { retryMs: 500 } });
    eventIds = (await upcomingEvents(a.db, { year: 2026, now: MORNING, limit: 3 })).map((e) => e.id);
    chromiumBrowser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    page = await chromiumBrowser.newPage();
    // The demo's staff account, signed in on instance A through the sign-in form.
    staff = a.browser();
    const signIn = await staff.signIn('staff@example.org', 'staff-demo-2026');
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).not.toContain('auth_error');
  });

  afterAll(async () => {
    await chromiumBrowser?.close();
    await b?.close();
    expect(a?.violations ?? []).toEqual([]);
    await a?.close();
  });

  it('shows on the kiosk page of instance B, within 2 s, a status set through instance A', async () => {
    await page.goto(`${b.baseUrl}/kiosk`);
    await page.waitForSelector('body[data-stream="open"]', { timeout: 5_000 });
    const id = eventIds[0] ?? '';
    expect(await page.locator(`[data-event-id="${id}"] .conf-StatusBadge`).first().isHidden()).toBe(true);

    const response = await patch(staff, id, { status: 'red', message: 'No Longer Seating' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'red', message: 'No Longer Seating' });
    const elapsed = await waitForBadge(id, 'Full', 2_000);
    expect(elapsed).toBeLessThan(2_000);
    expect(await badgeText(id)).toContain('No Longer Seating');
  });

  it('gets a change made while its connection was lost once the browser reconnects', async () => {
    const id = eventIds[1] ?? '';
    // Cut every connection of B: the page's EventSource notices and reconnects (retry 0.5 s here).
    b.server.closeAllConnections();
    await page.waitForSelector('body[data-stream="reconnecting"]', { timeout: 5_000 });
    const response = await patch(staff, id, { status: 'green', message: 'Now Seating Primary Access' });
    expect(response.status).toBe(200);
    await waitForBadge(id, 'Open', 5_000);
    expect(await badgeText(id)).toContain('Now Seating Primary Access');
    // The earlier change is still shown (the replay did not reset it).
    expect(await badgeText(eventIds[0] ?? '')).toContain('Full');
  });

  it('shows the current statuses to a page opened fresh on B', async () => {
    const fresh = await chromiumBrowser.newPage();
    try {
      await fresh.goto(`${b.baseUrl}/signage`);
      const text = await fresh
        .locator(`[data-event-id="${eventIds[1]}"] .conf-StatusBadge`)
        .first()
        .textContent();
      expect(text).toContain('Open');
    } finally {
      await fresh.close();
    }
  });

  it('scrolls a kiosk page one screen every 20 s, and back to the top at the end', async () => {
    const kiosk = await chromiumBrowser.newPage({ viewport: { width: 800, height: 600 } });
    try {
      await kiosk.emulateMedia({ reducedMotion: 'reduce' });
      await kiosk.clock.install();
      await kiosk.goto(`${b.baseUrl}/kiosk`);
      expect(await kiosk.evaluate(() => window.scrollY)).toBe(0);
      await kiosk.clock.runFor(KIOSK_SCROLL_INTERVAL_MS - 1_000);
      expect(await kiosk.evaluate(() => window.scrollY)).toBe(0);
      await kiosk.clock.runFor(1_000);
      const first = await kiosk.evaluate(() => window.scrollY);
      expect(first).toBeGreaterThan(400);
      await kiosk.clock.runFor(KIOSK_SCROLL_INTERVAL_MS);
      expect(await kiosk.evaluate(() => window.scrollY)).toBeGreaterThan(first);
      await kiosk.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await kiosk.clock.runFor(KIOSK_SCROLL_INTERVAL_MS);
      expect(await kiosk.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await kiosk.close();
    }
  });

  it('has no accessibility violations (axe) on the kiosk, signage and engage pages', async () => {
    const venue = await a.db.kysely
      .selectFrom('events')
      .select('venue_id')
      .where('id', '=', eventIds[0] ?? '')
      .executeTakeFirstOrThrow();
    // The pages' CSP forbids inline scripts, axe's too: this page lets the test inject it.
    const checked = await chromiumBrowser.newPage({ bypassCSP: true });
    try {
      for (const path of [
        '/kiosk',
        '/signage',
        `/engage/venues/${venue.venue_id}`,
        '/kiosk/venues/nowhere',
      ]) {
        await checked.goto(`${b.baseUrl}${path}`);
        await checked.addScriptTag({ path: AXE_PATH });
        const violations = await checked.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } })
            .axe;
          return (await axe.run()).violations.map((v) => v.id);
        });
        expect({ path, violations }).toEqual({ path, violations: [] });
      }
    } finally {
      await checked.close();
    }
  });

  describe('refusals', () => {
    it('visitor: 401', async () => {
      expect((await patch(a.browser(), eventIds[2] ?? '', { status: 'green' })).status).toBe(401);
    });

    it('attendee: 403', async () => {
      const attendee = a.browser();
      expect((await attendee.signIn('attendee@example.org', 'attendee-demo-2026')).status).toBe(303);
      expect((await patch(attendee, eventIds[2] ?? '', { status: 'green' })).status).toBe(403);
    });

    it('staff without the CSRF token: 403', async () => {
      expect((await patch(staff, eventIds[2] ?? '', { status: 'green' }, null)).status).toBe(403);
    });

    it('a value outside the spec: 400', async () => {
      const response = await patch(staff, eventIds[2] ?? '', { status: 'purple' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'validation_failed' });
    });

    it('changed nothing', async () => {
      const { data } = await a.client.POST('/statuses', { body: { ids: [eventIds[2] ?? ''] } });
      expect(data).toEqual([{ id: eventIds[2], status: 'none', message: '' }]);
    });
  });
});
