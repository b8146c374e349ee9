import { Container } from '@conf/ui';
import { CONFERENCE } from '../conference.ts';
import { useSite } from '../site.tsx';

/** The contentinfo landmark: where and when, and how to reach support. */
export function SiteFooter() {
  const { config } = useSite();
  return (
    <Container size="wide" className="site-footer">
      <p>
        <strong>{CONFERENCE.name}</strong> · {CONFERENCE.dates} · {CONFERENCE.city}
      </p>
      <p>
        Questions? Write to <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </p>
      <p className="site-footer-note">All times are shown in Central Time (CT).</p>
    </Container>
  );
}
