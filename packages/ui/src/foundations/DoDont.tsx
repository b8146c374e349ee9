import type { ReactNode } from 'react';

/** Props of {@link DoDont}. */
export interface DoDontProps {
  /** What to do: a live example. */
  good: ReactNode;
  /** Why it is right, in a sentence. */
  goodCaption: string;
  /** What not to do: a live example. */
  bad: ReactNode;
  /** What goes wrong, in a sentence. */
  badCaption: string;
}

/**
 * A usage rule of the foundations pages: a live example to follow beside one to avoid, each
 * captioned in words (Do / Don't), not told apart by the colour of their edge alone.
 */
export function DoDont({ good, goodCaption, bad, badCaption }: DoDontProps) {
  return (
    <div className="conf-Foundations-pair">
      <figure className="conf-Foundations-example" data-verdict="do">
        <div className="conf-Foundations-row">{good}</div>
        <figcaption>
          <strong>Do</strong> {goodCaption}
        </figcaption>
      </figure>
      <figure className="conf-Foundations-example" data-verdict="dont">
        <div className="conf-Foundations-row">{bad}</div>
        <figcaption>
          <strong>Don’t</strong> {badCaption}
        </figcaption>
      </figure>
    </div>
  );
}
