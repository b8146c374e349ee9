import { VisuallyHidden } from '@conf/ui';
import { useNavigation } from 'react-router-dom';

/**
 * A thin bar while the router loads the next page (a filter, another page of results, a link):
 * the page shown stays until the next one is ready, so the visitor keeps what they were reading and
 * sees that something is happening. The status region is always there (empty while idle), so that
 * screen readers hear "Loading…" when it starts.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return (
    <div className="site-progress" role="status" data-loading={loading || undefined}>
      {loading ? <VisuallyHidden elementType="span">Loading…</VisuallyHidden> : null}
    </div>
  );
}
