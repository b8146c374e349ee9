import type { Favorite, SearchRequest, SearchResult } from '@conf/contract';
import * as contract from '@conf/contract';
import { ARTIST_LINK_TYPES, ENTITY_MODELS, STATUS_CODES, VENUE_MESSAGES } from '@conf/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { BADGE_TYPES } from '../catalog/records.ts';
import { FAVORITE_TYPES } from '../favorites/types.ts';
import { loadOpenApiDocument } from './contract.ts';
import { type AnswerBody, type ApiRequest, implement } from './implementation.ts';

/**
 * The code and the contract agree: the handlers' types come from openapi.yaml (a handler serving
 * another operation's shape does not compile), every enum of openapi.yaml is a generated array, and
 * the lists the code keeps are those arrays. (That the app implements every operation and no other
 * is checked by app.ts's types, and at run time by test/implementation-coverage.test.ts.)
 */

type Json = Record<string, unknown>;

describe('the implementation map', () => {
  it("types a handler's request and answer from its operation", () => {
    expectTypeOf<ApiRequest<'search'>['body']>().toEqualTypeOf<SearchRequest>();
    expectTypeOf<ApiRequest<'getEvent'>['params']>().toEqualTypeOf<{ year: number; id: string }>();
    expectTypeOf<Favorite>().toExtend<AnswerBody<'addFavorite'>>();
    expectTypeOf<SearchResult>().not.toExtend<AnswerBody<'addFavorite'>>();
    const handlers = implement({
      addFavorite: (req, ctx) => {
        // @ts-expect-error a favorite request has an id, no term
        void req.body.term;
        // @ts-expect-error the answer to addFavorite is a Favorite, not a search result
        ctx.body = { hits: [], total: 0 };
      },
    });
    expect(Object.keys(handlers)).toEqual(['addFavorite']);
    // @ts-expect-error no operation of the contract has this id
    expect(Object.keys(implement({ notAnOperation: () => {} }))).toEqual(['notAnOperation']);
  });
});

describe('the vocabulary', () => {
  const schemas = (loadOpenApiDocument().components?.schemas ?? {}) as Record<string, Json>;
  const generated = contract as unknown as Record<string, unknown>;

  it.each(Object.entries(schemas).filter(([, schema]) => Array.isArray(schema.enum)))(
    'has the enum of %s as a generated array',
    (name, schema) => {
      expect(generated[`${name.charAt(0).toLowerCase()}${name.slice(1)}Values`]).toEqual(schema.enum);
    },
  );

  it("keeps the contract's lists, not copies of them", () => {
    expect(ENTITY_MODELS).toBe(contract.searchModelValues);
    expect(STATUS_CODES).toBe(contract.statusCodeValues);
    expect(VENUE_MESSAGES).toBe(contract.venueMessageValues);
    expect(ARTIST_LINK_TYPES).toBe(contract.linkTypeValues);
    expect(BADGE_TYPES).toBe(contract.credentialTypeValues);
    expect(FAVORITE_TYPES).toBe(contract.favoriteTypeValues);
  });
});
