import { useParams, useSearchParams } from 'react-router-dom';
import { SearchForm } from '../components/SearchForm.tsx';
import { PlannedScreen } from '../layout/PlannedScreen.tsx';

/** `/search` and `/search/:models` (comma list of models): the search page. */
export function SearchScreen() {
  const { models } = useParams();
  const [searchParams] = useSearchParams();
  const term = searchParams.get('q')?.trim() ?? '';
  const modelList = models?.split(',').filter(Boolean) ?? [];
  return (
    <PlannedScreen
      title="Search"
      summary="Search sessions, speakers, films, brands, venues and attendees, with a filter sidebar and results grouped by type, by name or by date."
    >
      {term || modelList.length > 0 ? (
        <p>
          {term ? <>You searched for “{term}”</> : 'You asked for'}
          {modelList.length > 0 ? ` in: ${modelList.join(', ')}` : ''}. Results will be listed here.
        </p>
      ) : null}
      <SearchForm defaultValue={term} label="Search again" />
    </PlannedScreen>
  );
}

export { SearchScreen as Component };
