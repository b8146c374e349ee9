import type { FavoriteType } from '@conf/api-client';
import type { ReactNode } from 'react';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { InterestedBlock } from './InterestedBlock.tsx';

export interface DetailActionsProps {
  type: FavoriteType;
  id: string;
  /** The record's name (part of the Favorite button's accessible name). */
  name: string;
  /** Show "Who's interested" under the buttons (events, contributors, venues). */
  interested?: boolean;
  /** More actions after Favorite (Share, RSVP, Add to calendar). */
  children?: ReactNode;
}

/**
 * The actions of a detail page: Favorite (bound to the page's favorites store), any further
 * actions, and optionally who else is interested in the record.
 */
export function DetailActions({ type, id, name, interested = false, children }: DetailActionsProps) {
  return (
    <div className="site-detail-actions-block">
      <div className="site-detail-actions">
        <FavoriteToggle type={type} id={id} name={name} />
        {children}
      </div>
      {interested ? <InterestedBlock type={type} id={id} /> : null}
    </div>
  );
}
