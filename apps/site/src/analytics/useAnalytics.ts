import { useSite } from '../site.tsx';
import type { Analytics } from './analytics.ts';

/** The page's analytics layer, or `null` where none runs (component tests that leave it out). */
export function useAnalytics(): Analytics | null {
  return useSite().analytics ?? null;
}
