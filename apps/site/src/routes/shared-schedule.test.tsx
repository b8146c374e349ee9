import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchHit, searchResult } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';

const games = searchHit('event', 'PP1001', {
  name: 'Teaching With Games',
  start_time: '2026-03-09T09:30:00-05:00',
  end_time: '2026-03-09T10:30:00-05:00',
  date: '2026-03-09',
  event_type: 'panel',
});

describe('shared schedule', () => {
  it("shows the owner's favorites read-only with their live statuses, to anyone with the link", async () => {
    const { requests } = renderSite('/schedule/T0K3N', {
      answers: {
        '/api/shared-schedules/T0K3N': {
          status: 200,
          body: {
            owner: { first_name: 'Ada', last_name: 'Byron' },
            result: searchResult({ id: '', hits: [games], grouping: 'date' }),
          },
        },
        '/statuses': { status: 200, body: [{ id: 'PP1001', status: 'yellow', message: '' }] },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Byron’s schedule' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Teaching With Games' });
    // In the browser the list does not wait for the statuses: they fill in once asked for.
    await waitFor(() => expect(link.closest('article')).toHaveTextContent('Live status: Filling up'));
    expect(screen.queryByRole('button', { name: /Favorite/ })).not.toBeInTheDocument();
    expect(requests[0]?.url.searchParams.get('grouping')).toBe('date');
  });

  it('is the page-not-found screen once the owner revoked the link', async () => {
    renderSite('/schedule/GONE', {
      answers: {
        '/api/shared-schedules/GONE': {
          status: 404,
          body: { status: 404, error: 'not_found', message: 'No shared schedule at this address' },
        },
      },
    });
    expect(await screen.findByText(/The page you requested cannot be found/)).toBeInTheDocument();
  });
});
