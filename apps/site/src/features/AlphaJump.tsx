import type { Grouping } from '@conf/api-client';
import { AlphaNav, alphaAnchorId, groupHits } from '@conf/ui';
import type { ReactNode } from 'react';
import type { SearchOutcome } from '../search/runSearch.ts';
import { useFeatures } from './siteFeatures.ts';

/** The letters with a group among the hits shown (the Featured group is not a letter). */
export function alphaLetters(outcome: SearchOutcome): string[] {
  if (outcome.status !== 'done') return [];
  return groupHits(outcome.result.hits, 'alphabetical')
    .map((group) => group.heading)
    .filter((heading) => heading.length === 1);
}

/**
 * Where each letter of the jump list points: its group on this page (`#alpha-B`), or the page of
 * the whole result its group starts on, at that group (`?page=3#alpha-M`), from the server's
 * `letters`. Letters in neither are not offered. Pure.
 */
export function letterTargets(
  outcome: SearchOutcome,
  pageHref: ((page: number) => string) | undefined,
): Map<string, string> {
  const targets = new Map<string, string>();
  if (outcome.status !== 'done') return targets;
  for (const { letter, page } of outcome.result.letters ?? []) {
    if (pageHref) targets.set(letter, `${pageHref(page)}#${alphaAnchorId(letter)}`);
  }
  // The letters shown here (this page, or every page loaded with "Show more") stay on the page.
  for (const letter of alphaLetters(outcome)) targets.set(letter, `#${alphaAnchorId(letter)}`);
  return targets;
}

/**
 * The A–Z jump list (the `alphanav` feature) over results grouped alphabetically: contributor,
 * artist and speaker lists By Name, and searches grouped A–Z. It covers every letter of the whole
 * result: a letter shown here jumps to its group, one on another page opens that page at its group
 * (a full load: the server renders it); letters without entries are disabled. The letter groups of
 * the results carry the ids the links point to (ResultGroups). Without the feature, or for other
 * groupings, only the results.
 */
export function AlphaJump({
  outcome,
  grouping,
  pageHref,
  children,
}: {
  outcome: SearchOutcome;
  grouping: Grouping;
  /** The address of a page of these results (letters on other pages link there). */
  pageHref?: (page: number) => string;
  children: ReactNode;
}) {
  const { alphanav } = useFeatures();
  if (!alphanav || grouping !== 'alphabetical' || outcome.status !== 'done') return <>{children}</>;
  const targets = letterTargets(outcome, pageHref);
  return (
    <div className="site-alpha-jump">
      <AlphaNav
        letters={targets.keys()}
        hrefFor={(letter) => targets.get(letter) ?? `#${alphaAnchorId(letter)}`}
        className="site-alpha-nav"
      />
      {children}
    </div>
  );
}
