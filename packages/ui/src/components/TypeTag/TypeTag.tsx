import { HIT_TYPE_LABELS, isKnownHitType, yearPath } from '@conf/core';
import { cx } from '../../internal/classNames.ts';
import { Link } from '../Link/Link.tsx';

/** Props of {@link TypeTag}. */
export interface TypeTagProps {
  /** The contributor's type: `artist` or `person`. */
  type: string;
  /** Conference year of the contributor list (`/2025/contributors?...`); none by default. */
  year?: number;
  /** Where the tag links. Defaults to the contributor list filtered on the type. */
  href?: string;
  /** The tag's text. Defaults to `Artist` or `Speaker`. */
  label?: string;
  className?: string;
}

/** The contributor list filtered on one type: `/contributors?models=artist`. */
export function contributorTypeHref(type: string, year?: number): string {
  return yearPath(year, `/contributors?${new URLSearchParams({ models: type })}`);
}

/**
 * The contributor's type as a tag that links to the contributor list filtered on that type
 * (spec "Detail page content > Contributor"): `Artist` or `Speaker`.
 */
export function TypeTag({ type, year, href, label, className }: TypeTagProps) {
  const text = label ?? (isKnownHitType(type) ? HIT_TYPE_LABELS[type] : type);
  return (
    <Link
      href={href ?? contributorTypeHref(type, year)}
      className={cx('conf-TypeTag', className)}
      data-type={type}
    >
      {text}
    </Link>
  );
}
