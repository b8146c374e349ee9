/**
 * Issue 17 item 6: the packages as an outside site gets them. `npm pack` and `pnpm pack` of the
 * published packages give the same tarballs; installed by npm into a fresh project with React 18 and
 * again with React 19, they type-check strictly (NodeNext, no skipLibCheck) and render on the server
 * and in jsdom, where the Favorite button and a toggle on `useFavorite` respond to clicks. Every ```ts
 * and ```tsx block of the three READMEs is compiled there too, as a module of its own, so that the
 * READMEs' examples cannot rot.
 * Slow (packs twice, installs twice): the `packed` project of vitest. npm's cache makes reruns offline.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPackages } from '../../../../scripts/pack-packages.mjs';
import { consumerProject, render, tarball, typeCheck } from './consumer.ts';
import { codeBlocks, READMES, type ReadmeExample, writeReadmeExamples } from './readmeExamples.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const workspace = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

/** The React of each major the peer range allows, with its types. */
const REACTS: Record<18 | 19, Record<string, string>> = {
  18: { react: '18.3.1', 'react-dom': '18.3.1', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' },
  19: Object.fromEntries(
    ['react', 'react-dom', '@types/react', '@types/react-dom'].map((name) => [
      name,
      workspace.devDependencies[name] ?? 'latest',
    ]),
  ),
};

let work: string;
let tarballs: string[];

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'conf-packed-'));
  tarballs = packPackages({ tool: 'npm', destination: path.join(work, 'npm'), quiet: true });
}, 240_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('codeBlocks', () => {
  it('takes the ts and tsx blocks with their lines, and leaves the others', () => {
    const markdown = [
      '# x',
      '```sh',
      'npm i',
      '```',
      '```tsx',
      'const a = <b />;',
      '```',
      '```ts',
      'f();',
      '```',
    ].join('\n');
    expect(codeBlocks(markdown, 'README.md')).toEqual([
      { source: 'README.md:5', lang: 'tsx', code: 'const a = <b />;\n' },
      { source: 'README.md:8', lang: 'ts', code: 'f();\n' },
    ]);
  });
});

describe('the tarballs', () => {
  it('are the same from npm pack and pnpm pack: built files, published exports, no workspace ranges', () => {
    const byPnpm = packPackages({ tool: 'pnpm', destination: path.join(work, 'pnpm'), quiet: true });
    expect(byPnpm.map((file) => path.basename(file))).toEqual(tarballs.map((file) => path.basename(file)));
    for (const [index, file] of tarballs.entries()) {
      const npm = tarball(file);
      const pnpm = tarball(byPnpm[index] as string);
      expect(npm.files).toEqual(pnpm.files);
      expect(npm.files).toContain('package/dist/index.js');
      expect(npm.files).toContain('package/dist/index.d.ts');
      expect(npm.files.some((name) => name.startsWith('package/src/'))).toBe(false);
      const { scripts: _scripts, ...pnpmManifest } = pnpm.manifest;
      expect(npm.manifest).toEqual(pnpmManifest);
      expect(JSON.stringify(npm.manifest)).not.toContain('workspace:');
      expect(npm.manifest).not.toHaveProperty('devDependencies');
      expect(npm.manifest).toMatchObject({
        types: './dist/index.d.ts',
        exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      });
    }
    const ui = tarball(tarballs.find((file) => file.includes('conf-ui-')) as string);
    expect(ui.files).toContain('package/dist/theme.css');
    expect(ui.manifest.peerDependencies).toEqual({ react: '^18.3 || ^19', 'react-dom': '^18.3 || ^19' });
  }, 240_000);
});

describe.each([18, 19] as const)('an outside site on React %i', (major) => {
  let dir: string;
  let compiled: string;
  let examples: ReadmeExample[];
  beforeAll(() => {
    dir = consumerProject(path.join(work, `react-${major}`), tarballs, REACTS[major]);
    examples = writeReadmeExamples(root, path.join(dir, 'src', 'readme'));
    // Type-checks the app and the READMEs' examples, and emits the app that the renders below run.
    compiled = typeCheck(dir);
  }, 300_000);

  it("type-checks strictly against the packed types, with every README's examples", () => {
    expect(compiled).toBe('');
    for (const readme of READMES) {
      expect(examples.filter((example) => example.source.startsWith(`${readme}:`)).length).toBeGreaterThan(0);
    }
  });

  it('renders on the server, with no warning', () => {
    const rendered = render(dir, 'server');
    expect(rendered.react.split('.')[0]).toBe(String(major));
    expect(rendered.errors).toEqual([]);
    // The search form goes to the product, the date is in the provider's zone, nothing is pressed.
    expect(rendered.html).toContain('role="search"');
    expect(rendered.html).toContain('action="https://schedule.example.org/search"');
    expect(rendered.html).toContain('Mar 9, 2026');
    expect(rendered.html).toContain('aria-pressed="false"');
  }, 120_000);

  it('renders in the browser (jsdom): the Favorite buttons, a useFavorite toggle and the sign-in dialog respond', () => {
    const rendered = render(dir, 'browser');
    expect(rendered.react.split('.')[0]).toBe(String(major));
    expect(rendered.errors).toEqual([]);
    expect(rendered.saves).toEqual([true, true]);
    expect(rendered.pressed).toEqual({
      favorite: ['true', 'Favorited Opening Keynote'],
      star: 'true',
      // The provider's visitor: a plain button whose dialog (loaded on the press) signs in by the popup.
      visitor: [null, 'dialog'],
      dialog: {
        name: 'Start favoriting events',
        buttons: expect.arrayContaining(['Log in', 'Stay logged out']),
        links: 0,
      },
    });
  }, 120_000);
});
