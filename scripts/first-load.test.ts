// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryKey, firstLoad, kB, lateStylesheets, staticClosure } from './first-load.mjs';

/**
 * A manifest shaped like Vite's for the site: the entry imports a shared chunk and lazy-loads two
 * routes; the event route imports the shared chunk again, a chunk of its own and (as Vite writes
 * it) the entry back; a stylesheet-only chunk is imported too.
 */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/routes/event-detail.tsx', 'src/routes/search.tsx'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_leaf.js'] },
  '_leaf.js': { file: 'assets/leaf.js' },
  '_detail.css': { file: 'assets/detail.css' },
  '_time.js': { file: 'assets/time.js' },
  '_search-only.js': { file: 'assets/search-only.js' },
  'src/routes/event-detail.tsx': {
    file: 'assets/event-detail.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_time.js', 'index.html', '_detail.css'],
    dynamicImports: ['src/routes/search.tsx'],
  },
  'src/routes/search.tsx': {
    file: 'assets/search.js',
    isDynamicEntry: true,
    imports: ['_search-only.js', 'index.html'],
  },
};

/** Each file's content: its name repeated, so that sizes differ and gzip has something to do. */
const content = (file: string) => new TextEncoder().encode(file.repeat(20));

describe('staticClosure', () => {
  it('follows static imports transitively, each chunk once, and never dynamic imports', () => {
    expect(staticClosure(manifest, ['src/routes/event-detail.tsx'])).toEqual([
      'src/routes/event-detail.tsx',
      '_shared.js',
      '_leaf.js',
      '_time.js',
      'index.html',
      '_detail.css',
    ]);
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_shared.js', '_leaf.js']);
  });

  it('refuses a key the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['src/routes/gone.tsx'])).toThrow(/not in the build manifest/);
  });
});

describe('firstLoad', () => {
  it('counts the entry and the route module with their static imports, JavaScript only, each once', () => {
    const load = firstLoad(manifest, 'src/routes/event-detail.tsx', content);
    const files = [
      'assets/index.js',
      'assets/shared.js',
      'assets/leaf.js',
      'assets/event-detail.js',
      'assets/time.js',
    ];
    expect(load.chunks.map((chunk) => chunk.file)).toEqual(files);
    expect(load.routeInEntry).toBe(false);
    expect(load.bytes).toBe(files.reduce((sum, file) => sum + content(file).byteLength, 0));
    expect(load.gzip).toBe(
      files.reduce((sum, file) => sum + gzipSync(content(file), { level: 9 }).byteLength, 0),
    );
    expect(load.chunks[0]).toEqual({
      key: 'index.html',
      file: 'assets/index.js',
      bytes: content('assets/index.js').byteLength,
      gzip: gzipSync(content('assets/index.js'), { level: 9 }).byteLength,
    });
  });

  it('counts only the entry for a route module bundled into it (no chunk of its own)', () => {
    const load = firstLoad(manifest, 'src/routes/landing.tsx', content);
    expect(load.routeInEntry).toBe(true);
    expect(load.chunks.map((chunk) => chunk.key)).toEqual(['index.html', '_shared.js', '_leaf.js']);
  });

  it("counts the scripts the page's HTML loads beside the chunks first (the boot script)", () => {
    const load = firstLoad(manifest, 'src/routes/landing.tsx', content, ['boot.js']);
    expect(load.chunks.map((chunk) => chunk.file)).toEqual([
      'boot.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/leaf.js',
    ]);
  });

  it('leaves out what another page lazy-loads', () => {
    const files = firstLoad(manifest, 'src/routes/event-detail.tsx', content).chunks.map((c) => c.file);
    expect(files).not.toContain('assets/search.js');
    expect(files).not.toContain('assets/search-only.js');
  });
});

describe('lateStylesheets', () => {
  it("names the stylesheets a route module brings beyond the entry's, its imports' included", () => {
    expect(lateStylesheets(manifest, 'src/routes/event-detail.tsx')).toEqual(['assets/detail.css']);
    const ownCss = {
      ...manifest,
      'src/routes/search.tsx': { ...manifest['src/routes/search.tsx'], css: ['assets/search.css'] },
    };
    expect(lateStylesheets(ownCss, 'src/routes/search.tsx')).toEqual(['assets/search.css']);
  });

  it("is empty when the route's stylesheets are the entry's, or the route is in the entry", () => {
    const shared = {
      ...manifest,
      'src/routes/search.tsx': { ...manifest['src/routes/search.tsx'], css: ['assets/index.css'] },
    };
    expect(lateStylesheets(shared, 'src/routes/search.tsx')).toEqual([]);
    expect(lateStylesheets(manifest, 'src/routes/landing.tsx')).toEqual([]);
  });
});

describe('entryKey', () => {
  it('is index.html when there is one, else the only entry chunk', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(
      entryKey({ 'src/entry-client.tsx': { file: 'a.js', isEntry: true }, '_b.js': { file: 'b.js' } }),
    ).toBe('src/entry-client.tsx');
    expect(() =>
      entryKey({ 'a.ts': { file: 'a.js', isEntry: true }, 'b.ts': { file: 'b.js', isEntry: true } }),
    ).toThrow(/2 chunks are entries/);
  });
});

it('prints kB of 1000 bytes with one decimal', () => {
  expect(kB(188_249)).toBe('188.2');
  expect(kB(120_000)).toBe('120.0');
});
