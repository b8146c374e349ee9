/** The suggestion search box, loaded on demand (LazySuggestionSearch.tsx). */
export { SuggestionSearch } from '@conf/ui';
