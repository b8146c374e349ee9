import { Link } from '@conf/ui';

/** One choice: its label, where it leads, and whether it is the one in effect. */
export interface Choice {
  label: string;
  href: string;
  current: boolean;
}

/**
 * A small set of mutually exclusive views of the same page (group by type / A–Z / date; By Name /
 * By Date) as links, since each is an address of its own: the one in effect is marked with
 * `aria-current="true"` and styled as selected.
 */
export function ChoiceLinks({ label, choices }: { label: string; choices: readonly Choice[] }) {
  return (
    <nav aria-label={label} className="site-choices">
      <span className="site-choices-label" aria-hidden="true">
        {label}
      </span>
      <ul>
        {choices.map((choice) => (
          <li key={choice.label}>
            <Link href={choice.href} aria-current={choice.current ? 'true' : undefined}>
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
