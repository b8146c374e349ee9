import os from 'node:os';

/**
 * The machine's CPUs and load averages (1, 5, 15 min), recorded beside browser figures: on a
 * shared 2-core machine, other work slows pages down, and the load says how much there was.
 */
export function machineLoad(): { cpus: number; load_average: number[] } {
  return { cpus: os.cpus().length, load_average: os.loadavg().map((n) => Math.round(n * 100) / 100) };
}
