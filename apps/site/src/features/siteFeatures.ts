import { unwrap } from '@conf/api-client';
import type { FeatureFlag, Features } from '@conf/core';
import { useSyncExternalStore } from 'react';
import { data, isRouteErrorResponse } from 'react-router-dom';
import type { SiteApi } from '../api.ts';
import type { SiteConfig } from '../config.ts';
import type { ErrorBody } from '../routeErrors.ts';
import { type SiteDeps, useSite } from '../site.tsx';
import { createFeatureClient, type FeatureClient, fixedFeatureClient } from './featureClient.ts';

/** The persistent cache of the browser, or `null` where it is unavailable (it throws when blocked). */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The site's feature client: GET /api/web/features through the API client, the page's own
 * flags (`conf-config`, whose defaults are `DEFAULT_FEATURES`) until it answers or when it fails.
 */
export function createSiteFeatureClient(api: SiteApi, config: SiteConfig): FeatureClient {
  return createFeatureClient({
    fallback: config.features,
    storage: browserStorage(),
    fetchFlags: async () => {
      return unwrap(await api.GET('/api/web/features'));
    },
  });
}

/** What the flag helpers need of the site's dependencies. */
export type FeatureDeps = Pick<SiteDeps, 'config' | 'features'>;

const fixedClients = new WeakMap<SiteConfig, FeatureClient>();

/**
 * The feature client of the site's dependencies. Without one (component tests that only give a
 * configuration), the flags of the configuration, fixed.
 */
export function featureClientOf({ config, features }: FeatureDeps): FeatureClient {
  if (features) return features;
  let fixed = fixedClients.get(config);
  if (!fixed) {
    fixed = fixedFeatureClient(config.features);
    fixedClients.set(config, fixed);
  }
  return fixed;
}

/**
 * The flags for a loader: waits for the first answer (a fresh cache answers at once), so that a
 * page never renders a feature that turns out to be off.
 */
export function loadFeatures(deps: FeatureDeps): Promise<Features> {
  return featureClientOf(deps).load();
}

/** The route error of a page whose feature is off: a 404 that names the feature. */
interface FeatureOffBody extends ErrorBody {
  feature: FeatureFlag;
}

/** Whether a route error is {@link requireFeature}'s: the page's feature is off. */
export function isFeatureOffError(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    typeof (error.data as Partial<FeatureOffBody> | null)?.feature === 'string'
  );
}

/**
 * In a loader: the 404 screen when `flag` is off (a feature that is off does not exist for
 * visitors: no page, no hint of one).
 */
export async function requireFeature(deps: FeatureDeps, flag: FeatureFlag): Promise<Features> {
  const flags = await loadFeatures(deps);
  if (!flags[flag]) {
    const message = `This page is not available (the '${flag}' feature is off)`;
    throw data<FeatureOffBody>({ status: 404, error: 'not_found', message, feature: flag }, { status: 404 });
  }
  return flags;
}

/** The flags in force; the component renders again when they change (when the answer arrives). */
export function useFeatures(): Features {
  const client = featureClientOf(useSite());
  return useSyncExternalStore(client.subscribe, client.current, client.current);
}
