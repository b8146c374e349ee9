import type { ReactNode } from 'react';
import { cx } from '../../internal/classNames.ts';

/** One labelled fact; empty values are skipped. */
export interface Fact {
  label: string;
  value: ReactNode;
}

/** Props of {@link FactList}. */
export interface FactListProps {
  facts: readonly Fact[];
  className?: string;
}

function isEmpty(value: ReactNode): boolean {
  return value == null || value === false || (typeof value === 'string' && value.trim() === '');
}

/**
 * Facts as a description list (`<dl>`): Genre, Hometown, Title, Company... Facts without a value
 * are left out; nothing is rendered when none is left.
 */
export function FactList({ facts, className }: FactListProps) {
  const shown = facts.filter((fact) => !isEmpty(fact.value));
  if (shown.length === 0) return null;
  return (
    <dl className={cx('conf-FactList', className)}>
      {shown.map((fact) => (
        <div key={fact.label} className="conf-FactList-item">
          <dt className="conf-FactList-label">{fact.label}</dt>
          <dd className="conf-FactList-value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
