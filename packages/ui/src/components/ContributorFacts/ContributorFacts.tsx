import { cx } from '../../internal/classNames.ts';
import { FactList } from '../FactList/FactList.tsx';
import { type ContributorLike, hometownOf } from './contributor.ts';

/** Props of {@link ContributorFacts}. */
export interface ContributorFactsProps {
  contributor: ContributorLike;
  className?: string;
}

/**
 * The facts under a contributor's name (spec "Detail page content"): Genre and Hometown for an
 * artist, Title and Company for a person (speaker). Missing facts are left out.
 */
export function ContributorFacts({ contributor, className }: ContributorFactsProps) {
  const facts =
    contributor.type === 'artist'
      ? [
          { label: 'Genre', value: contributor.genre },
          { label: 'Hometown', value: hometownOf(contributor) },
        ]
      : [
          { label: 'Title', value: contributor.title },
          { label: 'Company', value: contributor.company },
        ];
  return <FactList facts={facts} className={cx('conf-ContributorFacts', className)} />;
}
