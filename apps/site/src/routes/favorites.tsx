import { useParams } from 'react-router-dom';
import { PlannedScreen } from '../layout/PlannedScreen.tsx';
import { useSite } from '../site.tsx';

/** `/{year}/favorites/{models}`: My Favorites. */
export function FavoritesScreen() {
  const { user } = useSite();
  const { models } = useParams();
  return (
    <PlannedScreen
      title="My Favorites"
      summary="The events, speakers, brands, venues and attendees you favorited, grouped by type."
    >
      {user ? (
        models ? (
          <p>Showing: {models.split(',').join(', ')}.</p>
        ) : null
      ) : (
        <p>Sign in to start favoriting events; your favorites are kept with your account.</p>
      )}
    </PlannedScreen>
  );
}

export { FavoritesScreen as Component };
