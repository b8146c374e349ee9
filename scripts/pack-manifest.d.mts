/** Types of scripts/pack-manifest.mjs, for its tests. */
export type Manifest = Record<string, unknown>;
export declare function workspaceVersions(workspaceRoot?: string): Map<string, string>;
export declare function publishedRange(
  name: string,
  range: string,
  versions: ReadonlyMap<string, string>,
): string;
export declare function publishedManifest(
  manifest: Manifest,
  versions: ReadonlyMap<string, string>,
): Manifest;
