import { useEffect } from 'react';
import { CONFERENCE } from '../conference.ts';

/** `Teaching With Games · EDU Summit 2026`, or the conference name alone. */
export function documentTitle(title: string | null | undefined): string {
  return title && title !== CONFERENCE.name ? `${title} · ${CONFERENCE.name}` : CONFERENCE.name;
}

/** Sets `document.title` for the page being shown (every screen calls it once). */
export function usePageTitle(title: string | null | undefined): void {
  const text = documentTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
