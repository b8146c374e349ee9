export {
  EmptyResults,
  type EmptyResultsProps,
  type EmptyResultsReason,
  NO_MATCH_MESSAGE,
  SEARCH_PROMPT_MESSAGE,
  STAY_TUNED_MESSAGE,
} from './EmptyResults.tsx';
