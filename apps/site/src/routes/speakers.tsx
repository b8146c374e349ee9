import { PlannedScreen } from '../layout/PlannedScreen.tsx';
import { useRouteYear } from '../routeYear.ts';

/** `/{year}/speakers/`: the list of persons (speakers), newest first. */
export function SpeakersScreen() {
  const { year } = useRouteYear();
  return (
    <PlannedScreen
      title="Speakers"
      summary={`Every speaker of ${year}, the most recently announced first.`}
    />
  );
}

export { SpeakersScreen as Component };
