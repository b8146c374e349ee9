import { describe, expect, it } from 'vitest';
import { capitalize, isEntityModel } from './models.ts';

describe('models', () => {
  it('recognises catalogue models', () => {
    expect(isEntityModel('music_fest_presenter')).toBe(true);
    expect(isEntityModel('attendee')).toBe(true);
    expect(isEntityModel('term')).toBe(false);
  });

  it('capitalises the first letter only', () => {
    expect(capitalize('venue')).toBe('Venue');
    expect(capitalize('')).toBe('');
  });
});
