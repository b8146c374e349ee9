import { ContentSection } from '../ContentSection/ContentSection.tsx';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';

/** Props of {@link ProfessionalConnections}. */
export interface ProfessionalConnectionsProps {
  /** What the artist is seeking (`artist_connection.seeking`). */
  seeking: readonly string[] | null | undefined;
  /** Defaults to `Professional Connections`. */
  title?: string;
  /** Defaults to 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * What an artist is seeking (spec "Detail page content > Artist"), as a comma list:
 * "Seeking: Booking Agent, Label". Left out when the artist seeks nothing.
 */
export function ProfessionalConnections({
  seeking,
  title = 'Professional Connections',
  headingLevel = 2,
  className,
}: ProfessionalConnectionsProps) {
  const wanted = (seeking ?? []).map((item) => item.trim()).filter((item) => item !== '');
  if (wanted.length === 0) return null;
  return (
    <ContentSection title={title} headingLevel={headingLevel} className={className}>
      <p className="conf-ProfessionalConnections-text">
        <span className="conf-ProfessionalConnections-label">Seeking:</span> {wanted.join(', ')}
      </p>
    </ContentSection>
  );
}
