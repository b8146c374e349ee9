import { PlannedScreen } from '../layout/PlannedScreen.tsx';

/** `/attendees/:id`: an attendee's profile. */
export function AttendeeDetailScreen() {
  return (
    <PlannedScreen
      title="Attendee profile"
      summary="An attendee's photo, name, pronouns, title, company, hometown, industry and biography."
    />
  );
}

export { AttendeeDetailScreen as Component };
