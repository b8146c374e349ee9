/**
 * The downward chevron of a control that opens something below it (a menu, a filter section):
 * decorative, hidden from assistive technology; the control's own text names it.
 */
export function ChevronDown({ size, className }: { size: number; className: string }) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" className={className}>
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
