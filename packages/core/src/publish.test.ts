import { describe, expect, it } from 'vitest';
import { publishNote } from './publish.ts';

const now = new Date('2026-03-01T12:00:00-06:00');

describe('publishNote', () => {
  it('says when a future record becomes visible, as a Chicago date', () => {
    expect(publishNote('2026-03-05T10:00:00-06:00', now, 'America/Chicago')).toEqual({
      kind: 'visible-after',
      text: 'Visible after Mar 5, 2026',
    });
  });

  it('uses the Chicago day for a UTC instant', () => {
    expect(publishNote('2026-03-06T03:00:00Z', now, 'America/Chicago')?.text).toBe(
      'Visible after Mar 5, 2026',
    );
  });

  it('says Not published when publish_at is null', () => {
    expect(publishNote(null, now, 'America/Chicago')).toEqual({
      kind: 'not-published',
      text: 'Not published',
    });
  });

  it('has no note once the record is published', () => {
    expect(publishNote('2026-02-01T00:00:00-06:00', now, 'America/Chicago')).toBeNull();
    expect(publishNote(now.toISOString(), now, 'America/Chicago')).toBeNull();
  });

  it('has no note for an unreadable date', () => {
    expect(publishNote('soon', now, 'America/Chicago')).toBeNull();
  });
});
