import { afterEach, describe, expect, it } from 'vitest';
import { readCurrentUser } from './currentUser.ts';

describe('current user', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the uid and roles of the hidden field', () => {
    document.body.innerHTML =
      '<input type="hidden" id="current-user" data-uid="u-42" data-roles="attendee, staff">';
    expect(readCurrentUser()).toEqual({ uid: 'u-42', roles: ['attendee', 'staff'] });
  });

  it('has no roles when the list is empty', () => {
    document.body.innerHTML = '<input type="hidden" id="current-user" data-uid="u-1" data-roles="">';
    expect(readCurrentUser()).toEqual({ uid: 'u-1', roles: [] });
  });

  it('is signed out when the uid is empty', () => {
    document.body.innerHTML = '<input type="hidden" id="current-user" data-uid="" data-roles="">';
    expect(readCurrentUser()).toBeNull();
  });

  it('is signed out when the field is absent', () => {
    expect(readCurrentUser()).toBeNull();
  });
});
