import { useSearchParams } from 'react-router-dom';
import { PlannedScreen } from '../layout/PlannedScreen.tsx';

/** `/attendees`: the attendee directory, titled "Attendee Directory" unless `?title=` gives one. */
export function AttendeesScreen() {
  const [searchParams] = useSearchParams();
  const title = searchParams.get('title')?.trim() || 'Attendee Directory';
  return (
    <PlannedScreen
      title={title}
      summary="Find and connect with the people attending, by name, company or industry."
    />
  );
}

export { AttendeesScreen as Component };
