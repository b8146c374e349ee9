import { useSearchParams } from 'react-router-dom';
import { PlannedScreen } from '../layout/PlannedScreen.tsx';
import { useRouteYear } from '../routeYear.ts';

const CONTRIBUTOR_MODELS = { artist: 'artists', person: 'speakers' } as const;
type ContributorModel = keyof typeof CONTRIBUTOR_MODELS;

/**
 * The models of the contributor list, read from `?models=`: only artist and person count, and an
 * empty list means both (spec section 5).
 */
export function contributorModels(param: string | null): ContributorModel[] {
  const chosen = (param ?? '')
    .split(',')
    .map((model) => model.trim())
    .filter((model): model is ContributorModel => Object.hasOwn(CONTRIBUTOR_MODELS, model));
  return chosen.length > 0 ? [...new Set(chosen)] : ['artist', 'person'];
}

/** `/{year}/contributors/`: artists and persons, filtered by `?models=`. */
export function ContributorsScreen() {
  const { year } = useRouteYear();
  const [searchParams] = useSearchParams();
  const shown = contributorModels(searchParams.get('models')).map((model) => CONTRIBUTOR_MODELS[model]);
  return (
    <PlannedScreen
      title="Contributors"
      summary={`The ${shown.join(' and ')} of ${year}, by name or by date announced.`}
    />
  );
}

export { ContributorsScreen as Component };
