export { groupHits, ResultGroups, type ResultGroupsProps } from './ResultGroups.tsx';
