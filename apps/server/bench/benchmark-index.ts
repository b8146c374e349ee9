import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser } from 'playwright';
import { median } from './median.ts';

/**
 * Lighthouse's benchmark index of the browser, measured now in a blank page (its main thread busy
 * for about a second): how many times a second it builds a string and copies an array, the figure
 * Lighthouse records beside every report. Lighthouse 12 reads it as "1000+ is a desktop-class
 * device, Core i3 PC, iPhone X", "800+ a high-end Android phone", "125+ a mid-tier Android phone".
 * Beside browser figures it says what class of CPU they were measured on, run by run: on a shared
 * machine that changes within minutes.
 */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

/** The indexes measured through a benchmark: each run's, their median and range. */
export interface BenchmarkIndexes {
  runs: (number | null)[];
  median: number | null;
  min: number | null;
  max: number | null;
}

export function summarizeIndexes(runs: (number | null)[]): BenchmarkIndexes {
  const measured = runs.filter((index): index is number => index !== null);
  return {
    runs,
    median: median(measured),
    min: measured.length > 0 ? Math.min(...measured) : null,
    max: measured.length > 0 ? Math.max(...measured) : null,
  };
}

/** `benchmark index 1320 (1096-1665 over 9 runs; 1000+ is desktop-class)`. */
export function describeIndexes({ runs, median: middle, min, max }: BenchmarkIndexes): string {
  if (middle === null) return 'benchmark index not measured';
  return `Chromium's benchmark index (Lighthouse) median ${Math.round(middle)} (${min}-${max} over ${runs.length} runs; 1000+ is desktop-class)`;
}
