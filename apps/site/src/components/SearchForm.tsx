import { Button } from '@conf/ui';
import { type FormEvent, useId } from 'react';

/**
 * A plain search box: a GET form with the term in `q` (it works without JavaScript), whose submit
 * the page handles (`onSearch`) to keep the rest of its search state. Used where there are no
 * results to filter yet: the search prompt, and after a failed search.
 */
export function SearchForm({
  action,
  defaultValue,
  label = 'Search',
  onSearch,
}: {
  action: string;
  defaultValue?: string;
  label?: string;
  onSearch: (term: string) => void;
}) {
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value : '');
  };
  return (
    // The form itself is the search landmark, as in the suggestion box of @conf/ui.
    // biome-ignore lint/a11y/useSemanticElements: <search> is not exposed as a landmark by every browser yet.
    <form method="get" action={action} role="search" className="site-search-form" onSubmit={onSubmit}>
      <label htmlFor={inputId}>{label}</label>
      <div className="site-search-row">
        <input
          id={inputId}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder="Sessions, speakers, topics…"
          autoComplete="off"
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </div>
    </form>
  );
}
