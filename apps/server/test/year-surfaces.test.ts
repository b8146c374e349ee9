import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportNative } from '../src/export/native.ts';
import { exportScheduleJson } from '../src/export/schedule-json.ts';
import { importProgramme } from '../src/importers/import-programme.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Issue 13: the surfaces of a year that is not the landing year (kiosk, signage and engage screens,
 * the iCalendar file, the exports) show its times in ITS programme's zone and name, not the landing
 * programme's (the demo: Chicago). The landing year is the demo's 2026; 2031 is a one-room Tokyo
 * programme with floating times, its zone given as the import's option. The server's clock is pinned
 * at 09:30 in Tokyo on its day, which is still the day before in Chicago.
 */
const YEAR = 2031;
const NOW = new Date('2031-05-20T09:30:00+09:00');
const CSV = [
  'id,name,date,start,end,venue_id,venue',
  'T1,Opening in Tokyo,2031-05-20,10:00,10:45,R1,Hall A',
  'T2,Evening in Tokyo,2031-05-20,18:00,19:00,R1,Hall A',
].join('\n');

/** The text of an HTML page, tags dropped. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe("another year's surfaces use its programme's zone and name", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { clock: () => NOW });
    await importProgramme(server.db, [{ name: 'tokyo.csv', text: CSV }], {
      year: YEAR,
      timeZone: 'Asia/Tokyo',
      name: 'Tokyo Days 2031',
      city: 'Tokyo',
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const page = async (pathname: string) => {
    const response = await fetch(`${server.baseUrl}${pathname}`);
    return { status: response.status, html: await response.text() };
  };

  it('/{year}/kiosk lists its upcoming events at their Tokyo times, named after its programme', async () => {
    const { status, html } = await page(`/${YEAR}/kiosk`);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Opening in Tokyo');
    expect(text).toContain('10:00AM\u201310:45AM GMT+9');
    expect(text).toContain('6:00PM\u20137:00PM GMT+9');
    expect(text).not.toMatch(/\bCT\b/);
    expect(html).toContain('<title>Upcoming events · Tokyo Days 2031</title>');
    // The status stream carries the landing year's statuses only: this page does not follow it.
    expect(html).toContain('"stream":null');
  });

  it('/{year}/signage/venues/{id} shows the room at Tokyo times', async () => {
    const { status, html } = await page(`/${YEAR}/signage/venues/R1`);
    expect(status).toBe(200);
    expect(html).toContain('data-layout="signage"');
    expect(html).toContain('<title>Hall A · Tokyo Days 2031</title>');
    expect(textOf(html)).toContain('10:00AM\u201310:45AM GMT+9');
  });

  it("/{year}/engage/venues/{id} shows the next event and a QR code of its page under the year's address", async () => {
    const { status, html } = await page(`/${YEAR}/engage/venues/R1`);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Opening in Tokyo');
    expect(text).toContain('10:00AM');
    expect(html).toContain(`QR code of ${server.baseUrl}/${YEAR}/events/T1`);
  });

  it("answers an unknown venue of the year with the 404 page, and another year's venue is not this year's", async () => {
    expect((await page(`/${YEAR}/kiosk/venues/nowhere`)).status).toBe(404);
    expect((await page('/kiosk/venues/R1')).status).toBe(404);
  });

  it('keeps the landing year on /kiosk: its Chicago times, its name, the status stream', async () => {
    const { status, html } = await page('/kiosk');
    expect(status).toBe(200);
    expect(textOf(html)).not.toContain('Tokyo');
    expect(html).toContain('"stream":"/statuses/stream"');
    expect(html).not.toContain('GMT+9');
  });

  it('names a year without settings neutrally on its kiosk: its year, UTC, nothing of the demo', async () => {
    const { status, html } = await page('/2019/kiosk');
    expect(status).toBe(200);
    expect(html).toContain('<title>Upcoming events · Programme 2019</title>');
    expect(textOf(html)).not.toMatch(/EDU Summit|Austin|Tokyo/);
  });

  it("writes the year's event into its iCalendar file in Tokyo time", async () => {
    const response = await fetch(`${server.baseUrl}/api/web/${YEAR}/events/T1/calendar.ics`);
    expect(response.status).toBe(200);
    const ics = await response.text();
    expect(ics).toContain('TZID=Asia/Tokyo');
    expect(ics).toMatch(/DTSTART;TZID=Asia\/Tokyo:20310520T100000/);
    expect(ics).not.toContain('America/Chicago');
  });

  it("exports the year as schedule.json at Tokyo times under its programme's name", async () => {
    const { document } = await exportScheduleJson(server.db, { year: YEAR });
    const json = JSON.stringify(document);
    expect(json).toContain('"time_zone_name":"Asia/Tokyo"');
    expect(json).toContain('"title":"Tokyo Days 2031"');
    expect(json).toContain('"date":"2031-05-20T10:00:00+09:00"');
    expect(json).toContain('"start":"10:00"');
  });

  it("exports the year natively with its programme's zone and name", async () => {
    const exported = await exportNative(server.db, { year: YEAR });
    expect(exported.programme).toMatchObject({ name: 'Tokyo Days 2031', time_zone: 'Asia/Tokyo' });
  });
});
