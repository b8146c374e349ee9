export { ContributorFacts, type ContributorFactsProps } from './ContributorFacts.tsx';
export type { ContributorLike } from './contributor.ts';
