import { PlannedScreen } from '../layout/PlannedScreen.tsx';

/**
 * Routes the server also serves (`SITE_ROUTE_PATTERNS` of @conf/core) beyond spec section 2:
 * account pages, the venue list, the dashboard and "nearby". Each is one heading and what it will
 * show, so that every address the server answers 200 for has a real page.
 */
export function VenuesScreen() {
  return (
    <PlannedScreen
      title="Venues"
      summary="Every venue of the conference, with its address and what is on there."
    />
  );
}

export function LoginScreen() {
  return (
    <PlannedScreen
      title="Sign in"
      summary="Sign in to favorite events and see your favorites on every device."
    />
  );
}

export function SignupScreen() {
  return (
    <PlannedScreen
      title="Create an account"
      summary="Create an account to save favorites and build your schedule."
    />
  );
}

export function SettingsScreen() {
  return (
    <PlannedScreen title="Settings" summary="Your profile and how you appear in the attendee directory." />
  );
}

export function DashboardScreen() {
  return <PlannedScreen title="Dashboard" summary="What is coming up next on your schedule." />;
}

export function NearbyScreen() {
  return <PlannedScreen title="Nearby" summary="Events happening close to where you are right now." />;
}
