/**
 * The median of the samples that were measured (`null`: the run failed or the figure does not
 * apply), or null when none was; the mean of the two middle ones for an even count.
 */
export function median(samples: readonly (number | null)[]): number | null {
  const sorted = samples.filter((sample): sample is number => sample !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
