import type { ServerSuggestion } from '@conf/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fakeApi.ts';
import { memoryScheduleStorage, storedDemoSchedule } from '../test/memoryScheduleStorage.ts';
import { deviceSuggester, forgetDeviceSuggester } from './deviceSuggestions.ts';
import { suggestionSource } from './suggestionSource.ts';

const COPY = storedDemoSchedule();

const SERVER_ANSWER: ServerSuggestion[] = [
  { type: 'film', name: 'Engines, the film', thumbnail_url: null, highlight: {}, entity_id: 'F1' },
];

const names = (suggestions: readonly ServerSuggestion[] | undefined) => suggestions?.map((s) => s.name);

function device() {
  const { storage, counts } = memoryScheduleStorage([COPY]);
  return { counts, device: (year: number) => deviceSuggester(year, async () => storage) };
}

describe('deviceSuggester', () => {
  beforeEach(() => forgetDeviceSuggester());

  it("answers from the device's programme as the server does: a name starting with the text before a word of a name", async () => {
    const suggester = await device().device(2026);
    expect(suggester?.answer('eng', 'all')).toEqual([
      {
        type: 'film',
        name: 'Engines, the Film',
        thumbnail_url: null,
        highlight: { name: ['<span class="highlight">Eng</span>ines, the Film'] },
        entity_id: 'F1',
      },
      {
        type: 'event',
        name: 'Workshop: Engines',
        thumbnail_url: null,
        highlight: { name: ['Workshop: <span class="highlight">Eng</span>ines'] },
        event_id: 'E2',
        event_type: null,
        venue_name: 'Hilton Austin',
      },
    ]);
    expect(names(suggester?.answer('eng', 'contributors'))).toEqual(['Engines, the Film']);
    expect(names(suggester?.answer('ada', 'all'))).toEqual(['Ada Lovelace']);
    expect(suggester?.answer('ada', 'events')).toEqual([]);
    expect(names(suggester?.answer('mid', 'contributors'))).toEqual(['the Midnight Band']);
  });

  it('leaves venues out when asked to (the venues flag is off)', async () => {
    const suggester = await device().device(2026);
    expect(names(suggester?.answer('hilton', 'all'))).toEqual(['Hilton Austin']);
    expect(suggester?.answer('hilton', 'all', { venues: false })).toEqual([]);
  });

  it('answers from a copy kept before the snapshot named organizations', async () => {
    const { organizations: _, ...older } = COPY.snapshot;
    const { storage } = memoryScheduleStorage([{ ...COPY, snapshot: older as typeof COPY.snapshot }]);
    const suggester = await deviceSuggester(2026, async () => storage);
    expect(names(suggester?.answer('eng', 'all'))).toEqual(['Workshop: Engines']);
  });

  it('builds the index once per downloaded copy', async () => {
    const { device: read, counts } = device();
    await read(2026);
    await read(2026);
    expect(counts.reads).toBe(1);
  });

  it('is undefined for a year the device does not hold', async () => {
    expect(await device().device(2025)).toBeUndefined();
  });
});

describe('suggestionSource', () => {
  beforeEach(() => forgetDeviceSuggester());

  describe('given the browser is offline', () => {
    it('answers from the device and does not ask the server', async () => {
      const { api, requests } = fakeApi({ '/search/suggestions': { status: 200, body: SERVER_ANSWER } });
      const source = suggestionSource(api, { year: 2026, isOnline: () => false, device: device().device });
      expect(names(await source.load('ada', 'all'))).toEqual(['Ada Lovelace']);
      expect(requests).toEqual([]);
    });

    it('fails when the device holds no programme', async () => {
      const { api } = fakeApi({});
      const source = suggestionSource(api, {
        year: 2026,
        isOnline: () => false,
        device: async () => undefined,
      });
      await expect(source.load('ada', 'all')).rejects.toThrow('no programme on this device');
    });
  });

  describe('given the browser is online', () => {
    it("shows the device's answer at once once prepared, and loads the server's", async () => {
      const { api, requests } = fakeApi({ '/search/suggestions': { status: 200, body: SERVER_ANSWER } });
      const source = suggestionSource(api, { year: 2026, isOnline: () => true, device: device().device });
      expect(source.instant('ada', 'all')).toBeUndefined();
      source.prepare();
      await expect.poll(() => names(source.instant('ada', 'all'))).toEqual(['Ada Lovelace']);
      expect(await source.load('ada', 'all')).toEqual(SERVER_ANSWER);
      expect(requests.map((r) => r.body)).toEqual([{ q: 'ada' }]);
    });

    it('answers from the device when the call does not reach the server', async () => {
      const { api } = fakeApi({
        '/search/suggestions': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      const source = suggestionSource(api, { year: 2026, isOnline: () => true, device: device().device });
      expect(names(await source.load('ada', 'contributors'))).toEqual(['Ada Lovelace']);
    });

    it("lets the server's error answer stand", async () => {
      const { api } = fakeApi({
        '/search/suggestions': { status: 429, body: { message: 'Too many suggestion requests' } },
      });
      const source = suggestionSource(api, { year: 2026, isOnline: () => true, device: device().device });
      await expect(source.load('ada', 'all')).rejects.toThrow();
    });
  });
});
