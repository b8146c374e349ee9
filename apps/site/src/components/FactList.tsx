import type { ReactNode } from 'react';

/** One labelled fact; facts with no value are left out. */
export interface Fact {
  label: string;
  value: ReactNode;
}

function hasValue(value: ReactNode): boolean {
  return value !== null && value !== undefined && value !== false && value !== '';
}

/** Labelled facts as a description list (Date, Time, Venue; Format, Track…); nothing when all are empty. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  const shown = facts.filter((fact) => hasValue(fact.value));
  if (shown.length === 0) return null;
  return (
    <dl className={className ? `site-facts ${className}` : 'site-facts'}>
      {shown.map((fact) => (
        <div key={fact.label} className="site-fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
