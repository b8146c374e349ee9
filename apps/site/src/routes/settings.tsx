import { Container, ContentSection } from '@conf/ui';
import { CalendarFeedControls } from '../account/CalendarFeedControls.tsx';
import { PrivacySetting } from '../account/PrivacySetting.tsx';
import { ScheduleShareForm } from '../account/ScheduleShareForm.tsx';
import { usePageMeta } from '../layout/usePageTitle.ts';

/** `/settings`: privacy (who's interested), the calendar feed and the schedule share. */
export function SettingsScreen() {
  usePageMeta({ title: 'Settings', noindex: true });
  return (
    <Container size="narrow" className="site-account">
      <h1>Settings</h1>
      <ContentSection title="Privacy">
        <PrivacySetting />
      </ContentSection>
      <ContentSection title="Calendar">
        <CalendarFeedControls />
      </ContentSection>
      <ContentSection title="Sharing">
        <ScheduleShareForm />
      </ContentSection>
    </Container>
  );
}

export { SettingsScreen as Component };
