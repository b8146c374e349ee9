import { describe, expect, it } from 'vitest';
import { describeIndexes, summarizeIndexes } from './benchmark-index.ts';

describe('summarizeIndexes', () => {
  it('keeps each run and gives the median and range of those measured', () => {
    expect(summarizeIndexes([1300, null, 1100, 1665])).toEqual({
      runs: [1300, null, 1100, 1665],
      median: 1300,
      min: 1100,
      max: 1665,
    });
  });

  it('has no median or range when no run measured it', () => {
    expect(summarizeIndexes([null])).toEqual({ runs: [null], median: null, min: null, max: null });
  });
});

describe('describeIndexes', () => {
  it('names the median, the range, the runs and what the figure means', () => {
    expect(describeIndexes(summarizeIndexes([1300, 1100, 1665]))).toBe(
      "Chromium's benchmark index (Lighthouse) median 1300 (1100-1665 over 3 runs; 1000+ is desktop-class)",
    );
  });

  it('says when it was not measured', () => {
    expect(describeIndexes(summarizeIndexes([]))).toBe('benchmark index not measured');
  });
});
