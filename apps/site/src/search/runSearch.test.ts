import { describe, expect, it, vi } from 'vitest';
import { answerFromDevice, type OfflineAnswer } from '../offline/deviceAnswer.ts';
import { deviceOriginOf } from '../offline/deviceData.ts';
import { snapshotRecords } from '../offline/snapshotRecords.ts';
import { fakeApi } from '../test/fakeApi.ts';
import { demoSnapshot } from '../test/snapshotFixtures.ts';
import { runSearch } from './runSearch.ts';

/** The device's copy of 2026 (the demo snapshot), confirmed current at `asOf`. */
const asOf = Date.parse('2026-03-12T08:00:00Z');
const records = snapshotRecords(demoSnapshot());
const offline: OfflineAnswer = (year, failure, pick) =>
  answerFromDevice(year, failure, pick, async (wanted) =>
    wanted === 2026 ? { records, origin: { asOf } } : undefined,
  );

const noNetwork = () => {
  throw new TypeError('Failed to fetch');
};

describe('runSearch without a network', () => {
  it('answers a search that threw from the device, marked as the device’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeApi({ '/search': noNetwork });
    const outcome = await runSearch(
      api,
      undefined,
      { models: ['event'], grouping: 'date', filters: [{ field: 'credential_types', value: 'edu' }] },
      undefined,
      { offline, landingYear: 2026 },
    );
    expect(outcome.status).toBe('done');
    if (outcome.status !== 'done') return;
    expect(outcome.result.hits.map((hit) => hit._id)).toEqual(['E2']);
    expect(outcome.result.total).toBe(1);
    expect(deviceOriginOf({ outcome })).toEqual({ asOf });
  });

  it('keeps the server’s error answer (it is not for want of a network)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeApi({
      '/search': { status: 400, body: { status: 400, error: 'validation_failed', message: 'Bad page' } },
    });
    const outcome = await runSearch(api, undefined, { models: ['event'], page: 9 }, undefined, {
      offline,
      landingYear: 2026,
    });
    expect(outcome).toEqual({ status: 'failed', message: 'Bad page' });
    expect(error).toHaveBeenCalled();
  });

  it('fails as before when the device holds no copy of the year', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeApi({ '/2025/search': noNetwork });
    const outcome = await runSearch(api, 2025, { models: ['event'] }, undefined, {
      offline,
      landingYear: 2026,
    });
    expect(outcome).toMatchObject({ status: 'failed' });
  });

  it('says why the device cannot answer a page past the last', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeApi({ '/2026/search': noNetwork });
    const outcome = await runSearch(api, 2026, { models: ['event'], page: 3 }, undefined, {
      offline,
      landingYear: 2026,
    });
    expect(outcome).toEqual({
      status: 'failed',
      message: 'Page 3 is beyond the last page (1) of 4 results',
    });
  });
});
