import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { favoriteTypeOfRoute, parseFavoriteType } from './types.ts';

describe('favorite types of a route', () => {
  it.each([
    ['attendees', 'attendee'],
    ['attendee', 'attendee'],
    ['events', 'event'],
    ['event', 'event'],
    ['entities', 'entity'],
    ['entity', 'entity'],
    ['venues', 'venue'],
    ['venue', 'venue'],
  ])('reads %s as %s', (segment, type) => {
    expect(parseFavoriteType(segment)).toBe(type);
  });

  it.each(['films', 'Event', 'EVENTS', 'constructor', '__proto__', 'toString', '', 'query'])(
    'refuses %j with 400 "invalid favorite type"',
    (segment) => {
      expect(favoriteTypeOfRoute(segment)).toBeNull();
      let thrown: unknown;
      try {
        parseFavoriteType(segment);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).toBody()).toEqual({
        status: 400,
        error: 'bad_request',
        message: 'invalid favorite type',
      });
    },
  );
});
