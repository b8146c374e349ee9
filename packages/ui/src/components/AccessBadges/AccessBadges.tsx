import { accessBadges } from '@conf/core';
import { memo } from 'react';
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
 *
 * Memoized on the list's content, not its identity: a list of tiles kept by place (ResultGroups)
 * gives each tile a new record's array, most often with the same badges as the one before, and
 * the list, its items and their hidden names then stay as they are.
 */
export const AccessBadges = /* @__PURE__ */ memo(function AccessBadges({
  credentialTypes,
  label = 'Badge access',
  className,
}: AccessBadgesProps) {
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
}, sameBadgeProps);

function sameBadgeProps(before: AccessBadgesProps, after: AccessBadgesProps): boolean {
  return (
    before.label === after.label &&
    before.className === after.className &&
    sameStrings(before.credentialTypes, after.credentialTypes)
  );
}

function sameStrings(
  a: readonly string[] | null | undefined,
  b: readonly string[] | null | undefined,
): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((value, index) => value === b[index]);
}
