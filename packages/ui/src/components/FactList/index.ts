export { type Fact, FactList, type FactListProps } from './FactList.tsx';
