import { accessBadges } from '@conf/core';
import { cx } from '../../internal/classNames.ts';
import { VisuallyHidden } from '../../internal/VisuallyHidden.tsx';

/** Props of {@link AccessBadges}. */
export interface AccessBadgesProps {
  /** The event's `credential_types` (platinum, innovation, interactive, film, filmtv, music, edu). */
  credentialTypes: readonly string[] | null | undefined;
  /** Accessible name of the list. Defaults to `Badge access`. */
  label?: string;
  className?: string;
}

/**
 * The letters of the badges that give access to an event (P, I, I, F, M, E in the spec's order), as a
 * list: sighted users see the letter (with a tooltip), assistive technology reads the badge name.
 * Renders nothing when no badge applies.
 */
export function AccessBadges({ credentialTypes, label = 'Badge access', className }: AccessBadgesProps) {
  const badges = accessBadges(credentialTypes);
  if (badges.length === 0) return null;
  return (
    <ul aria-label={label} className={cx('conf-AccessBadges', className)}>
      {badges.map((badge) => (
        <li key={badge.key} className="conf-AccessBadge" data-badge={badge.key} title={badge.label}>
          <span aria-hidden="true">{badge.letter}</span>
          <VisuallyHidden elementType="span">{badge.label}</VisuallyHidden>
        </li>
      ))}
    </ul>
  );
}
