import { describe, expect, it, vi } from 'vitest';
import { fakeApi, requestBodies } from '../test/fakeApi.ts';
import { eventHit, searchHit, searchResult } from '../test/fixtures.ts';
import { liveStatusesOf, STATUS_BATCH_SIZE } from './liveStatuses.ts';
import { eventIdsOf, listStatuses, loadStatusesForPage, statusesOfOutcome } from './loaderStatuses.ts';

const answerEvery = ({ body }: { body: unknown }) => ({
  status: 200,
  body: (body as { ids: string[] }).ids.map((id) => ({ id, status: 'red', message: '' })),
});

describe('statuses for a route loader', () => {
  it('asks for the events among the hits only', async () => {
    const { api, requests } = fakeApi({ '/statuses': answerEvery });
    const hits = [
      eventHit('E1', 'Keynote', ['2026-03-09', '09:00', '10:00']),
      searchHit('person', 'P1', { name: 'Ada Byron' }),
      eventHit('E2', 'Workshop', ['2026-03-09', '11:00', '12:00']),
    ];
    expect(eventIdsOf(hits)).toEqual(['E1', 'E2']);
    const loaded = await statusesOfOutcome(
      { api, serverRender: true },
      { status: 'done', result: searchResult({ hits }) },
    );
    expect(loaded.map((entry) => entry.id)).toEqual(['E1', 'E2']);
    expect(requestBodies(requests, '/statuses')).toEqual([{ ids: ['E1', 'E2'] }]);
  });

  it('asks nothing for a failed search or a list without events', async () => {
    const { api, requests } = fakeApi({ '/statuses': answerEvery });
    expect(
      await statusesOfOutcome({ api, serverRender: true }, { status: 'failed', message: 'Down' }),
    ).toEqual([]);
    expect(await loadStatusesForPage(api, [])).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('in the browser a list does not wait for its statuses: the list renders, LiveStatusScope asks', async () => {
    const { api, requests } = fakeApi({ '/statuses': answerEvery });
    const hits = [eventHit('E1', 'Keynote', ['2026-03-09', '09:00', '10:00'])];
    expect(await statusesOfOutcome({ api }, { status: 'done', result: searchResult({ hits }) })).toEqual([]);
    expect(await listStatuses({ api, serverRender: false }, ['E1'])).toEqual([]);
    expect(requests).toEqual([]);
    expect(await listStatuses({ api, serverRender: true }, ['E1'])).toEqual([
      { id: 'E1', status: 'red', message: '' },
    ]);
  });

  it('asks in batches the contract accepts', async () => {
    const { api, requests } = fakeApi({ '/statuses': answerEvery });
    const ids = Array.from({ length: STATUS_BATCH_SIZE + 2 }, (_, index) => `E${index}`);
    expect(await loadStatusesForPage(api, ids)).toHaveLength(ids.length);
    expect(
      requestBodies(requests, '/statuses').map((body) => (body as { ids: string[] }).ids.length),
    ).toEqual([STATUS_BATCH_SIZE, 2]);
  });

  it('puts the answer into the page’s store, keeping a live update received meanwhile', async () => {
    let live: ReturnType<typeof liveStatusesOf> | undefined;
    const { api } = fakeApi({
      '/statuses': () => {
        // The stream delivers a change while the call is on its way.
        live?.store.set([{ id: 'E2', status: 'green', message: 'Now Seating SXXPress' }]);
        return {
          status: 200,
          body: [
            { id: 'E1', status: 'red', message: '' },
            { id: 'E2', status: 'none', message: '' },
          ],
        };
      },
    });
    live = liveStatusesOf(api);
    await loadStatusesForPage(api, ['E1', 'E2']);
    expect(live.store.get('E1')).toEqual({ status: 'red', message: '' });
    expect(live.store.get('E2')).toEqual({ status: 'green', message: 'Now Seating SXXPress' });
  });

  it('answers no statuses when the call fails, and logs it (the page is shown without them)', async () => {
    const { api } = fakeApi({
      '/statuses': { status: 503, body: { status: 503, error: 'unavailable', message: 'Try later' } },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadStatusesForPage(api, ['E1'])).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      'Loading the live statuses failed:',
      expect.objectContaining({ name: 'ApiError', message: 'Try later' }),
    );
  });
});
