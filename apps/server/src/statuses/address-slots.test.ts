import { describe, expect, it } from 'vitest';
import { AddressSlots } from './address-slots.ts';

describe('AddressSlots', () => {
  it('gives each address up to the ceiling, independently of other addresses', () => {
    const slots = new AddressSlots(2);
    expect(slots.take('a')).not.toBeNull();
    expect(slots.take('a')).not.toBeNull();
    expect(slots.take('a')).toBeNull();
    expect(slots.take('b')).not.toBeNull();
    expect(slots.held('a')).toBe(2);
  });

  it('frees a slot on release, once however often the release is called', () => {
    const slots = new AddressSlots(1);
    const release = slots.take('a');
    expect(slots.take('a')).toBeNull();
    release?.();
    release?.();
    expect(slots.held('a')).toBe(0);
    expect(slots.take('a')).not.toBeNull();
    expect(slots.take('a')).toBeNull();
  });

  it('has no ceiling at 0', () => {
    const slots = new AddressSlots(0);
    for (let i = 0; i < 1000; i++) expect(slots.take('a')).not.toBeNull();
    expect(slots.held('a')).toBe(1000);
  });
});
