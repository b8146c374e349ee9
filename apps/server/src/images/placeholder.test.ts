import { describe, expect, it } from 'vitest';
import { isImageKind, renderPlaceholderSvg } from './placeholder.ts';

describe('renderPlaceholderSvg', () => {
  it('is deterministic per kind and seed, and differs across seeds', () => {
    expect(renderPlaceholderSvg('event', 'e-1')).toBe(renderPlaceholderSvg('event', 'e-1'));
    expect(renderPlaceholderSvg('event', 'e-1')).not.toBe(renderPlaceholderSvg('event', 'e-2'));
  });

  it('is a standalone SVG document with no outside reference', () => {
    const svg = renderPlaceholderSvg('person', 'p-9');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/href=|url\((?!#)/);
  });

  it('knows its kinds', () => {
    expect(isImageKind('venue')).toBe(true);
    expect(isImageKind('../etc')).toBe(false);
  });
});
