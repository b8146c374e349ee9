import { type RenderOptions, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TimeZoneProvider } from './TimeZoneProvider.tsx';

/** The demo programme's zone (EDU Summit, Austin), in which the components' tests read their times. */
export const DEMO_TIME_ZONE = 'America/Chicago';

/** Testing Library's `render` inside a {@link TimeZoneProvider} of the zone (default: the demo's). */
export function renderInZone(ui: ReactNode, options: RenderOptions & { timeZone?: string } = {}) {
  const { timeZone = DEMO_TIME_ZONE, ...rest } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TimeZoneProvider timeZone={timeZone}>{children}</TimeZoneProvider>
  );
  return render(ui, { wrapper, ...rest });
}
