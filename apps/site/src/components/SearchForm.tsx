import { Button } from '@conf/ui';
import { useId } from 'react';
import { Form } from 'react-router-dom';

/**
 * The site's search box: a GET form to /search with the term in `q` (spec section 2, landing page).
 * Live suggestions while typing come in a later issue.
 */
export function SearchForm({
  defaultValue,
  label = 'Search the schedule',
}: {
  defaultValue?: string;
  label?: string;
}) {
  const inputId = useId();
  return (
    <Form method="get" action="/search" role="search" className="site-search-form">
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
    </Form>
  );
}
