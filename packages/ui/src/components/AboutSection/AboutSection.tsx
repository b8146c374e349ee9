import { textParagraphs } from '@conf/core';
import { ContentSection } from '../ContentSection/ContentSection.tsx';
import { type ContributorLike, hometownOf } from '../ContributorFacts/contributor.ts';
import { FactList } from '../FactList/FactList.tsx';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';

/** Props of {@link AboutSection}. */
export interface AboutSectionProps {
  contributor: ContributorLike;
  /** Defaults to `About`. */
  title?: string;
  /** Defaults to 2. */
  headingLevel?: HeadingLevel;
  /** Shown when there is nothing to tell; without it the section is left out. */
  emptyText?: string;
  className?: string;
}

/**
 * The About section of a contributor (spec "Detail page content"): for an artist, From, Genre and
 * Subgenre; then the biography and details as paragraphs (blank lines separate them; plain text,
 * never markup).
 */
export function AboutSection({
  contributor,
  title = 'About',
  headingLevel = 2,
  emptyText,
  className,
}: AboutSectionProps) {
  const facts =
    contributor.type === 'artist'
      ? [
          { label: 'From', value: hometownOf(contributor) },
          { label: 'Genre', value: contributor.genre },
          { label: 'Subgenre', value: contributor.subgenre },
        ]
      : [];
  const paragraphs = [...textParagraphs(contributor.bio), ...textParagraphs(contributor.details)];
  const hasFacts = facts.some((fact) => fact.value != null && fact.value.trim() !== '');
  if (!hasFacts && paragraphs.length === 0 && emptyText === undefined) return null;
  return (
    <ContentSection title={title} headingLevel={headingLevel} className={className}>
      <FactList facts={facts} />
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never move.
        <p key={index} className="conf-AboutSection-text">
          {paragraph}
        </p>
      ))}
      {!hasFacts && paragraphs.length === 0 ? <p className="conf-AboutSection-text">{emptyText}</p> : null}
    </ContentSection>
  );
}
