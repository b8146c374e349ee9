import { describe, expect, it, vi } from 'vitest';
import { parseStatusMessage, StatusStore } from './statusStore.ts';

describe('parseStatusMessage', () => {
  it('reads a status message of the stream', () => {
    expect(parseStatusMessage('{"id":"PP1","status":"green","message":"Now Seating SXXPress"}')).toEqual({
      id: 'PP1',
      status: 'green',
      message: 'Now Seating SXXPress',
    });
  });

  it('ignores malformed JSON, unknown values and missing ids', () => {
    expect(parseStatusMessage('not json')).toBeNull();
    expect(parseStatusMessage('{"id":"PP1","status":"purple","message":""}')).toBeNull();
    expect(parseStatusMessage('{"id":"PP1","status":"red","message":"Come in"}')).toBeNull();
    expect(parseStatusMessage('{"status":"red","message":""}')).toBeNull();
    expect(parseStatusMessage('null')).toBeNull();
  });
});

describe('StatusStore', () => {
  it('tells subscribers about changes only, with a new snapshot each time', () => {
    const store = new StatusStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.snapshot();
    store.set([{ id: 'A', status: 'red', message: '' }]);
    expect(listener).toHaveBeenCalledTimes(1);
    const after = store.snapshot();
    expect(after).not.toBe(before);
    expect(after.get('A')).toEqual({ status: 'red', message: '' });
    store.set([{ id: 'A', status: 'red', message: '' }]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toBe(after);
  });

  it('keeps a live update made after an older answer was requested', () => {
    const store = new StatusStore();
    const mark = store.mark();
    store.set([{ id: 'A', status: 'yellow', message: 'Now Seating Primary Access' }]);
    store.setOlder(
      [
        { id: 'A', status: 'none', message: '' },
        { id: 'B', status: 'green', message: '' },
      ],
      mark,
    );
    expect(store.snapshot().get('A')).toEqual({ status: 'yellow', message: 'Now Seating Primary Access' });
    expect(store.snapshot().get('B')).toEqual({ status: 'green', message: '' });
  });

  it('tells which statuses were stored after a mark', () => {
    const store = new StatusStore();
    store.set([{ id: 'A', status: 'green', message: '' }]);
    const mark = store.mark();
    store.set([{ id: 'B', status: 'red', message: 'No Longer Seating' }]);
    expect(store.get('A')).toEqual({ status: 'green', message: '' });
    expect(store.storedAfter('A', mark)).toBeUndefined();
    expect(store.storedAfter('B', mark)).toEqual({ status: 'red', message: 'No Longer Seating' });
    expect(store.storedAfter('C', mark)).toBeUndefined();
  });
});
