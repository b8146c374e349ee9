import { describe, expect, it } from 'vitest';
import { generatedImageOf, IMAGE_KINDS, isImageKind, placeholderArt } from './placeholder-art.ts';

describe('placeholderArt', () => {
  it('is deterministic per kind and seed, and differs across seeds', () => {
    expect(placeholderArt('event', 'e-1')).toEqual(placeholderArt('event', 'e-1'));
    const seeds = ['e-1', 'e-2', 'e-3', 'e-4', 'e-5'].map((seed) =>
      JSON.stringify(placeholderArt('event', seed)),
    );
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it("draws every kind's glyph with colours from its palette, at an angle under a full turn", () => {
    for (const kind of IMAGE_KINDS) {
      const art = placeholderArt(kind, 'seed');
      expect(art.glyph).toMatch(/^M/);
      expect(art.from).toMatch(/^#[0-9a-f]{6}$/);
      expect(art.to).toMatch(/^#[0-9a-f]{6}$/);
      expect(art.angle).toBeGreaterThanOrEqual(0);
      expect(art.angle).toBeLessThan(360);
    }
  });

  it('knows its kinds', () => {
    expect(isImageKind('venue')).toBe(true);
    expect(isImageKind('../etc')).toBe(false);
  });
});

describe('generatedImageOf', () => {
  it("reads the kind and seed of the product's own placeholder addresses", () => {
    expect(generatedImageOf('/images/event/PP1001.svg')).toEqual({ kind: 'event', seed: 'PP1001' });
    expect(generatedImageOf('/images/music_fest_presenter/a%20b.svg')).toEqual({
      kind: 'music_fest_presenter',
      seed: 'a b',
    });
  });

  it('leaves every other image alone', () => {
    for (const url of [
      '/images/remote?url=https%3A%2F%2Fimg.example.org%2Fa.jpg',
      'https://cdn.example.org/images/event/PP1.svg',
      '/images/spaceship/S1.svg',
      '/images/event/PP1.png',
      '/images/event/PP1.svg?v=2',
      '/images/event/a/b.svg',
      '/images/event/%E0%A4%A.svg',
    ]) {
      expect(generatedImageOf(url)).toBeNull();
    }
  });
});
