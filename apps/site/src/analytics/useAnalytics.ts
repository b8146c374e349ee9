import { useSite } from '../site.tsx';
import type { Tracker } from './tracker.ts';

/** The page's analytics layer, or `null` where none runs (component tests that leave it out). */
export function useAnalytics(): Tracker | null {
  return useSite().analytics ?? null;
}
