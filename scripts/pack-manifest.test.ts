import { describe, expect, it } from 'vitest';
import { publishedManifest, publishedRange, workspaceVersions } from './pack-manifest.mjs';

const versions = new Map([
  ['@conf/contract', '0.1.0'],
  ['@conf/core', '0.2.0'],
]);

describe('publishedRange', () => {
  it('writes workspace ranges as pnpm publishes them', () => {
    expect(publishedRange('@conf/contract', 'workspace:*', versions)).toBe('0.1.0');
    expect(publishedRange('@conf/core', 'workspace:^', versions)).toBe('^0.2.0');
    expect(publishedRange('@conf/core', 'workspace:~', versions)).toBe('~0.2.0');
    expect(publishedRange('@conf/core', 'workspace:^0.2', versions)).toBe('^0.2');
    expect(publishedRange('react', '^19', versions)).toBe('^19');
  });

  it('refuses a workspace range of no workspace package', () => {
    expect(() => publishedRange('@conf/nope', 'workspace:*', versions)).toThrow('@conf/nope');
  });
});

describe('publishedManifest', () => {
  it("takes publishConfig's fields, writes workspace ranges as versions, and drops scripts and dev dependencies", () => {
    const published = publishedManifest(
      {
        name: '@conf/api-client',
        version: '0.1.0',
        exports: { '.': './src/index.ts' },
        publishConfig: { types: './dist/index.d.ts', exports: { '.': { import: './dist/index.js' } } },
        scripts: { prepack: 'x' },
        dependencies: { '@conf/contract': 'workspace:*', 'openapi-fetch': '^0.17.0' },
        peerDependencies: { '@conf/core': 'workspace:^' },
        devDependencies: { '@conf/core': 'workspace:*' },
      },
      versions,
    );
    expect(published).toEqual({
      name: '@conf/api-client',
      version: '0.1.0',
      types: './dist/index.d.ts',
      exports: { '.': { import: './dist/index.js' } },
      dependencies: { '@conf/contract': '0.1.0', 'openapi-fetch': '^0.17.0' },
      peerDependencies: { '@conf/core': '^0.2.0' },
    });
  });
});

describe('workspaceVersions', () => {
  it("reads the workspace's packages", () => {
    expect(workspaceVersions().get('@conf/ui')).toMatch(/^\d+\.\d+\.\d+/);
  });
});
