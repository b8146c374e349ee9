/** Types of scripts/pack-packages.mjs, for the tests that pack the packages. */
export declare const PUBLISHED_PACKAGES: readonly string[];
export declare function packPackages(options?: {
  tool?: 'npm' | 'pnpm';
  destination?: string;
  quiet?: boolean;
}): string[];
