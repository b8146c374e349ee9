import { Container } from '@conf/ui';
import { programmeLine, programmeZoneText } from '../programme.ts';
import { useProgramme, useSite } from '../site.tsx';

/** The contentinfo landmark: what, where and when, how to reach support, and the zone of every time. */
export function SiteFooter() {
  const { config } = useSite();
  const programme = useProgramme();
  const [name, ...rest] = programmeLine(programme);
  return (
    <Container size="wide" className="site-footer">
      <p>
        <strong>{name}</strong>
        {rest.map((part) => ` · ${part}`).join('')}
      </p>
      <p>
        Questions? Write to <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </p>
      <p className="site-footer-note">{`All times are shown in ${programmeZoneText(programme)}.`}</p>
    </Container>
  );
}
