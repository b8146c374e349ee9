/**
 * The rank order of a search corpus (spec section 9), shared by the server's index and the device's
 * suggestion index so that both number documents alike: model group, featured first, then normalised
 * name, model and id. Every posting list built in this order is best-first, and for every (group,
 * featured) pair the documents form one run sorted by name ({@link nameRuns}), in which the names
 * starting with a text are one range found by binary search.
 */

/** What the rank order looks at. */
export interface RankedDoc {
  group: number;
  featured: boolean;
  normName: string;
  modelIdx: number;
  id: string;
}

/** Code-unit order (not the locale's): the same on every machine. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function byRank(a: RankedDoc, b: RankedDoc): number {
  return (
    a.group - b.group ||
    Number(b.featured) - Number(a.featured) ||
    compareText(a.normName, b.normName) ||
    a.modelIdx - b.modelIdx ||
    compareText(a.id, b.id)
  );
}

/** A run of documents of one (group, featured) pair, sorted by normalised name: [start, end). */
export interface NameRun {
  group: number;
  featured: boolean;
  start: number;
  end: number;
}

/** The runs of documents in rank order (`docs[ord]`). */
export function nameRuns(docs: readonly Pick<RankedDoc, 'group' | 'featured'>[]): NameRun[] {
  const runs: NameRun[] = [];
  for (const [ord, doc] of docs.entries()) {
    const last = runs.at(-1);
    if (last && last.group === doc.group && last.featured === doc.featured) last.end = ord + 1;
    else runs.push({ group: doc.group, featured: doc.featured, start: ord, end: ord + 1 });
  }
  return runs;
}

/** Per group rank (`groups` of them): the ords of its documents, [start, end) (empty when none). */
export function groupRangesOf(runs: readonly NameRun[], groups: number): [number, number][] {
  const ranges = Array.from({ length: groups }, (): [number, number] => [0, 0]);
  for (const run of runs) {
    const range = ranges[run.group] as [number, number];
    if (range[0] === range[1]) range[0] = run.start;
    range[1] = run.end;
  }
  return ranges;
}
