import { type ApiClient, type SearchHit, unwrap } from '@conf/api-client';
import { useEffect, useState } from 'react';
import { lineup } from './lineup.ts';

export type LineupState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; hits: readonly SearchHit[] };

/** The showcases to list, from the product's search (`POST /search`, open to embedding sites). */
export function useLineup(api: ApiClient, term: string, size: number): LineupState {
  const [state, setState] = useState<LineupState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    api
      .POST('/search', { body: { term, models: ['event'] } })
      .then((answer) => {
        if (current) setState({ status: 'ready', hits: lineup(unwrap(answer).hits, size) });
      })
      .catch((error: unknown) => {
        console.error('Failed to load the line-up', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [api, term, size]);
  return state;
}
