import { joinHighlightSnippets, typeLabel } from '@conf/core';
import { HighlightedText } from '../HighlightedText/HighlightedText.tsx';
import { SuggestionThumbnail } from './SuggestionThumbnail.tsx';
import { type Suggestion, venueSuffix } from './suggestions.ts';

/** A suggestion's row: thumbnail, type, the name with its highlighted matches, ` at {venue}`. */
export function SuggestionRowContent({
  suggestion,
  fallbackImage,
}: {
  suggestion: Suggestion;
  fallbackImage?: string;
}) {
  const highlighted = joinHighlightSnippets(suggestion.highlight?.name);
  return (
    <>
      <SuggestionThumbnail
        key={suggestion.thumbnail_url ?? ''}
        src={suggestion.thumbnail_url}
        fallback={fallbackImage}
      />
      <span className="conf-SuggestionSearch-rowText">
        <span className="conf-SuggestionSearch-type">{typeLabel(suggestion.type)}</span>{' '}
        <span className="conf-SuggestionSearch-name">
          {highlighted === null ? suggestion.name : <HighlightedText markup={highlighted} />}
          {venueSuffix(suggestion)}
        </span>
      </span>
    </>
  );
}
