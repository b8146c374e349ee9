export { SuggestionSearch, type SuggestionSearchProps } from './SuggestionSearch.tsx';
export {
  SUGGESTION_CATEGORIES,
  SUGGESTION_ERROR_MESSAGE,
  type Suggestion,
  type SuggestionCache,
  type SuggestionCategory,
} from './suggestions.ts';
