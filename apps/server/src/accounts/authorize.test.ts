import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../http/contract.ts';
import { rolesAllow, rolesByOperation } from './authorize.ts';

describe('x-roles of openapi.yaml', () => {
  const roles = rolesByOperation(loadOpenApiDocument());

  it('lists the roles of the restricted operations', () => {
    expect(roles.get('addFavorite')).toEqual(['attendee']);
    expect(roles.get('getCurrentUser')).toEqual(['attendee']);
    expect(roles.get('updateSettings')).toEqual(['attendee']);
    expect(roles.get('createRsvp')).toEqual(['attendee']);
    expect(roles.get('updateEventStatus')).toEqual(['staff', 'admin']);
    expect(roles.get('importCatalog')).toEqual(['admin']);
  });

  it('leaves the open operations out', () => {
    for (const open of ['queryFavorites', 'getInterested', 'signIn', 'signOut', 'trackAnalytics', 'search']) {
      expect(roles.has(open), open).toBe(false);
    }
  });

  it('allows a user holding any one of the listed roles', () => {
    expect(rolesAllow(['staff', 'admin'], ['attendee', 'admin'])).toBe(true);
    expect(rolesAllow(['staff', 'admin'], ['attendee'])).toBe(false);
    expect(rolesAllow(['attendee'], [])).toBe(false);
  });
});
