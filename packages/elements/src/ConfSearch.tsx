import { createApiClient, type ServerSuggestion, unwrap } from '@conf/api-client';
import { suggestionRequestBody } from '@conf/core';
import { type Suggestion, type SuggestionCategory, SuggestionSearch } from '@conf/ui';
import { useMemo } from 'react';
import { EmbedAttributeError, type EmbedSettings, embedSettings } from './attributes.ts';
import { AttributeProblem, EmbedFrame } from './EmbedFrame.tsx';
import { ReactElement } from './reactElement.ts';

/** The suggestions of `text` in a category, from the product's API (`searchSuggestions`, open to embeds). */
export function suggestionLoader(apiOrigin: string) {
  const api = createApiClient({ baseUrl: apiOrigin });
  return async (text: string, category: SuggestionCategory): Promise<readonly Suggestion[]> => {
    const answer: ServerSuggestion[] = unwrap(
      await api.POST('/search/suggestions', { body: suggestionRequestBody(text, category) }),
    );
    return answer;
  };
}

function SearchBox({
  settings,
  label,
  placeholder,
}: {
  settings: EmbedSettings;
  label?: string;
  placeholder?: string;
}) {
  const loadSuggestions = useMemo(() => suggestionLoader(settings.apiOrigin), [settings.apiOrigin]);
  return (
    <EmbedFrame settings={settings}>
      <SuggestionSearch
        loadSuggestions={loadSuggestions}
        action="/search"
        {...(settings.year === undefined ? {} : { year: settings.year })}
        {...(label ? { label } : {})}
        {...(placeholder ? { placeholder } : {})}
      />
    </EmbedFrame>
  );
}

/**
 * `<conf-search api-origin="https://schedule.example.org" year="2026" theme="dark">`: the product's
 * search box with type-ahead (Left and Right switch the category), its suggestions and its Search
 * button opening the product's pages. Optional `label` and `placeholder`.
 */
export class ConfSearchElement extends ReactElement {
  static observedAttributes = ['api-origin', 'year', 'theme', 'label', 'placeholder'];

  protected view() {
    try {
      const settings = embedSettings(this, 'conf-search');
      return (
        <SearchBox
          settings={settings}
          label={this.getAttribute('label') ?? undefined}
          placeholder={this.getAttribute('placeholder') ?? undefined}
        />
      );
    } catch (error) {
      if (error instanceof EmbedAttributeError) return <AttributeProblem message={error.message} />;
      throw error;
    }
  }
}
