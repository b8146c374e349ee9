import { useLocation } from 'react-router-dom';
import { useSite } from '../site.tsx';

/**
 * The address of the page being shown, absolute with the site's public origin (from the page's
 * configuration, so that the server renders the same address as the browser). Root-relative
 * when the origin is unknown (component tests).
 */
export function usePageUrl(): string {
  const { config } = useSite();
  const location = useLocation();
  return `${config.origin}${location.pathname}${location.search}`;
}
