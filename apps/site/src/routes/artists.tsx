import { PlannedScreen } from '../layout/PlannedScreen.tsx';
import { useRouteYear } from '../routeYear.ts';

/** `/{year}/artists/`: the artist list, newest first. */
export function ArtistsScreen() {
  const { year } = useRouteYear();
  return (
    <PlannedScreen
      title="Artists"
      summary={`Every artist performing in ${year}, the most recently announced first.`}
    />
  );
}

export { ArtistsScreen as Component };
