export {
  type EventStatusChange,
  type EventStatusPair,
  StatusSelectors,
  type StatusSelectorsProps,
} from './StatusSelectors.tsx';
