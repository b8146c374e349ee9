import type { Grouping } from '@conf/api-client';
import { AlphaNav, alphaAnchorId, groupHits } from '@conf/ui';
import { type ReactNode, useEffect, useRef } from 'react';
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
 * The A–Z jump list (the `alphanav` feature) over results grouped alphabetically: contributor,
 * artist and speaker lists By Name, and searches grouped A–Z. It covers the letters of the hits
 * shown (this page, or everything loaded with "Show more"); other letters are disabled. The
 * letter groups of the results get the ids the links point to. Without the feature, or for other
 * groupings, only the results.
 */
export function AlphaJump({
  outcome,
  grouping,
  children,
}: {
  outcome: SearchOutcome;
  grouping: Grouping;
  children: ReactNode;
}) {
  const { alphanav } = useFeatures();
  const shown = alphanav && grouping === 'alphabetical' && outcome.status === 'done';
  const letters = alphaLetters(outcome);
  const results = useRef<HTMLDivElement>(null);
  const letterKey = letters.join('');

  // Runs again for every new outcome: a new page may render new group sections.
  useEffect(() => {
    if (!shown || !results.current || outcome.status !== 'done') return;
    // The groups are sections of @conf/ui ResultGroups, marked with `data-group` (their letter).
    for (const letter of letterKey) {
      const section = results.current.querySelector<HTMLElement>(`section[data-group="${letter}"]`);
      if (section) section.id = alphaAnchorId(letter);
    }
  }, [shown, letterKey, outcome]);

  if (!shown) return <>{children}</>;
  return (
    <div ref={results} className="site-alpha-jump">
      <AlphaNav letters={letters} className="site-alpha-nav" />
      {children}
    </div>
  );
}
