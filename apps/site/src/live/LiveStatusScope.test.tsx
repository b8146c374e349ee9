import { act, render, screen, waitFor } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../config.ts';
import { type SiteDeps, SiteProvider } from '../site.tsx';
import { type FakeAnswer, type FakeResponder, fakeApi, requestBodies } from '../test/fakeApi.ts';
import { LiveStatusBadge, shownStatus } from './LiveStatusBadge.tsx';
import { LiveStatusScope, useLiveStatus } from './LiveStatusScope.tsx';
import { liveStatusesOf } from './liveStatuses.ts';
import type { LiveStatusEntry } from './statusStore.ts';

const FULL: LiveStatusEntry = { id: 'E1', status: 'red', message: 'No Longer Seating' };

function site(answers: Record<string, FakeAnswer | FakeResponder> = {}) {
  const { api, requests } = fakeApi(answers, (path) =>
    path === '/statuses' ? { status: 200, body: [] } : undefined,
  );
  const deps: SiteDeps = { api, config: DEFAULT_SITE_CONFIG, user: null };
  const wrap = (children: ReactNode) => <SiteProvider value={deps}>{children}</SiteProvider>;
  return { deps, requests, wrap, live: liveStatusesOf(api) };
}

let siblingRenders = 0;

let probeRenders = 0;

/** Reads E1's status, counting its renders. */
function Probe() {
  probeRenders += 1;
  return <span>{useLiveStatus('E1')?.status ?? 'unknown'}</span>;
}

/** A memoized reader, as the badges of memoized tiles are. */
const MemoProbe = memo(Probe);

/** Something else inside the scope, counting its renders. */
function Sibling() {
  siblingRenders += 1;
  return null;
}

function scope(loaded: readonly LiveStatusEntry[], children: ReactNode = <LiveStatusBadge id="E1" />) {
  return (
    <LiveStatusScope ids={['E1']} loaded={loaded}>
      {children}
    </LiveStatusScope>
  );
}

describe('live statuses of a page', () => {
  it('are in the server-rendered HTML, from the loader’s answer', () => {
    const { wrap } = site();
    const html = renderToString(wrap(scope([FULL])));
    expect(html).toContain('Live status: ');
    expect(html).toContain('Full');
    expect(html).toContain('No Longer Seating');
  });

  it('show the loader’s answer on the first render and ask the server only for the rest', async () => {
    const { wrap, requests } = site();
    render(
      wrap(
        <LiveStatusScope ids={['E1', 'E2']} loaded={[FULL]}>
          <LiveStatusBadge id="E1" />
        </LiveStatusScope>,
      ),
    );
    expect(screen.getByText('Full')).toBeInTheDocument();
    await waitFor(() => expect(requestBodies(requests, '/statuses')).toEqual([{ ids: ['E2'] }]));
  });

  it('follow live updates, rendering the badge alone', async () => {
    const { wrap, live } = site();
    siblingRenders = 0;
    render(
      wrap(
        scope(
          [FULL],
          <>
            <Sibling />
            <LiveStatusBadge id="E1" />
          </>,
        ),
      ),
    );
    expect(siblingRenders).toBe(1);
    act(() => live.store.set([{ id: 'E1', status: 'green', message: 'Now Seating Primary Access' }]));
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Now Seating Primary Access')).toBeInTheDocument();
    expect(siblingRenders).toBe(1);
    act(() => live.store.set([{ id: 'E1', status: 'none', message: '' }]));
    expect(screen.queryByText(/Live status/)).not.toBeInTheDocument();
  });

  it('render a reader again only when its event’s status changes', async () => {
    const { wrap, live } = site();
    probeRenders = 0;
    render(wrap(scope([FULL], <Probe />)));
    await waitFor(() =>
      expect(live.store.get('E1')).toEqual({ status: 'red', message: 'No Longer Seating' }),
    );
    act(() => live.store.set([{ ...FULL }, { id: 'E2', status: 'green', message: '' }]));
    expect(probeRenders).toBe(1);
    act(() => live.store.set([{ id: 'E1', status: 'yellow', message: '' }]));
    expect(screen.getByText('yellow')).toBeInTheDocument();
    expect(probeRenders).toBe(2);
  });

  it('render no badge again when the list changes (the scope stays the same; loaders store their answers)', () => {
    const { wrap } = site();
    probeRenders = 0;
    const { rerender } = render(wrap(scope([FULL], <MemoProbe />)));
    rerender(wrap(scope([{ id: 'E9', status: 'green', message: '' }], <MemoProbe />)));
    expect(probeRenders).toBe(1);
    expect(screen.getByText('red')).toBeInTheDocument();
  });

  it('prefer the loader’s answer to a status the page kept from before it', () => {
    const { wrap, live } = site();
    live.store.set([{ id: 'E1', status: 'green', message: '' }]);
    render(wrap(scope([FULL])));
    expect(screen.getByText('Full')).toBeInTheDocument();
    expect(live.store.get('E1')).toEqual({ status: 'red', message: 'No Longer Seating' });
  });

  it('load in the browser when the loader had none (its call failed)', async () => {
    const { wrap } = site({ '/statuses': { status: 200, body: [FULL] } });
    render(wrap(scope([])));
    expect(screen.queryByText('Full')).not.toBeInTheDocument();
    expect(await screen.findByText('Full')).toBeInTheDocument();
  });
});

describe('shownStatus', () => {
  it('shows nothing for no status and no message', () => {
    expect(shownStatus({ status: 'none', message: '' }, false)).toBeNull();
    expect(shownStatus(undefined, false)).toBeNull();
  });

  it('shows a message without a status', () => {
    expect(shownStatus({ status: 'none', message: 'Not Yet Seating' }, false)).toEqual({
      status: 'none',
      message: 'Not Yet Seating',
    });
  });

  it('does not say Canceled twice for an event the catalogue marks canceled', () => {
    expect(shownStatus({ status: 'canceled', message: '' }, true)).toBeNull();
    expect(shownStatus({ status: 'canceled', message: '' }, false)).toEqual({
      status: 'canceled',
      message: '',
    });
  });
});
