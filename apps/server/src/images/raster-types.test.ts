import { describe, expect, it } from 'vitest';
import { declaredRasterType, sniffRasterType } from './raster-types.ts';

const bytes = (text: string, prefix: number[] = []) =>
  new Uint8Array([...prefix, ...Array.from(text, (c) => c.charCodeAt(0))]);

describe('declaredRasterType', () => {
  it('accepts raster types and their aliases, with parameters', () => {
    expect(declaredRasterType('image/PNG; charset=binary')).toBe('image/png');
    expect(declaredRasterType('image/jpg')).toBe('image/jpeg');
    expect(declaredRasterType('image/webp')).toBe('image/webp');
  });

  it('refuses SVG, HTML and a missing type', () => {
    expect(declaredRasterType('image/svg+xml')).toBeNull();
    expect(declaredRasterType('text/html')).toBeNull();
    expect(declaredRasterType(undefined)).toBeNull();
  });
});

describe('sniffRasterType', () => {
  it('tells each raster format from its first bytes', () => {
    expect(sniffRasterType(bytes('PNG\r\n\x1a\n', [0x89]))).toBe('image/png');
    expect(sniffRasterType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffRasterType(bytes('GIF89a....'))).toBe('image/gif');
    expect(sniffRasterType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffRasterType(bytes('\0\0\0\x1cftypavif'))).toBe('image/avif');
  });

  it('knows no SVG or HTML, whatever they are called', () => {
    expect(sniffRasterType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffRasterType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffRasterType(new Uint8Array())).toBeNull();
  });
});
