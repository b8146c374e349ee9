import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type PendingToggle, queueToggle } from '../favorites/favoriteQueue.ts';
import { openFavoriteQueueStorage } from './favoriteQueueDb.ts';

const toggle = (id: string, favorited: boolean, at: number): PendingToggle => ({
  type: 'event',
  id,
  favorited,
  from: !favorited,
  at,
});

/** The queue's IndexedDB side, on fake-indexeddb (jsdom has no IndexedDB): the unit boundary. */
describe('openFavoriteQueueStorage', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps a user’s queue in order, found again by a later page (another connection)', async () => {
    const storage = openFavoriteQueueStorage();
    await storage.update('u1', (queue) => queueToggle(queue, toggle('A', true, 1)));
    const written = await storage.update('u1', (queue) => queueToggle(queue, toggle('B', false, 2)));
    expect(written.map((pending) => pending.id)).toEqual(['A', 'B']);
    expect(await openFavoriteQueueStorage().read('u1')).toEqual(written);
  });

  it('keeps one queue per user and reads an empty queue for a user without one', async () => {
    const storage = openFavoriteQueueStorage();
    await storage.update('u1', () => [toggle('A', true, 1)]);
    await storage.update('u2', () => [toggle('B', true, 2)]);
    expect(await storage.read('u2')).toEqual([toggle('B', true, 2)]);
    expect(await storage.read('u3')).toEqual([]);
  });

  it('applies changes made at once one after the other (none is lost)', async () => {
    const storage = openFavoriteQueueStorage();
    await Promise.all(
      ['A', 'B', 'C'].map((id, index) =>
        storage.update('u1', (queue) => queueToggle(queue, toggle(id, true, index))),
      ),
    );
    expect((await storage.read('u1')).map((pending) => pending.id).sort()).toEqual(['A', 'B', 'C']);
  });

  it('removes the record once the queue is empty', async () => {
    const storage = openFavoriteQueueStorage();
    await storage.update('u1', () => [toggle('A', true, 1)]);
    await storage.update('u1', () => []);
    expect(await storage.read('u1')).toEqual([]);
  });

  it('drops the queues of other accounts, or all of them once signed out', async () => {
    const storage = openFavoriteQueueStorage();
    await storage.update('u1', () => [toggle('A', true, 1)]);
    await storage.update('u2', () => [toggle('B', true, 2)]);
    await storage.keepOnly('u2');
    expect(await storage.read('u1')).toEqual([]);
    expect(await storage.read('u2')).toEqual([toggle('B', true, 2)]);
    await storage.keepOnly(null);
    expect(await storage.read('u2')).toEqual([]);
  });
});
