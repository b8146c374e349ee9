import type { Readable } from 'node:stream';
import type { operations } from '@conf/contract';
import type { Context as KoaContext } from 'koa';

/**
 * The server's shape, typed from the contract: one handler per operationId of openapi.yaml, whose
 * request (path, query, body) and answer body are the operation's own. The router validates every
 * request against the contract before the handler runs, so the handler may trust these types; the
 * compiler checks that each handler serves the shape its operation declares. Types only.
 */

export type OperationId = keyof operations;

type Operation<Op extends OperationId> = operations[Op];

/** An object type, or an empty record when the operation has none (`query?: never`). */
type Present<T> = [Exclude<T, undefined>] extends [never] ? Record<string, never> : Exclude<T, undefined>;

/** Path parameters after validation (coerced: `year` is a number). */
export type PathParams<Op extends OperationId> = Present<Operation<Op>['parameters']['path']>;
/** Query parameters after validation (coerced to their types; absent ones absent). */
export type QueryParams<Op extends OperationId> = Present<Operation<Op>['parameters']['query']>;

/** The media types' schemas of a `content` map, as one union. */
type ContentOf<C> = C extends Record<string, unknown> ? C[keyof C] : never;

/** The validated request body; `undefined` for an operation without one (or when it is optional). */
export type RequestBody<Op extends OperationId> = Operation<Op>['requestBody'] extends infer B
  ? B extends { content: infer C }
    ? ContentOf<C>
    : undefined
  : never;

declare const JSON_OF: unique symbol;
/**
 * A JSON document serialised ahead of time (a cached search or suggestion answer): text or bytes that
 * say which schema they serialise, so that they can only answer an operation declaring that schema.
 */
export type SerializedJson<T, Raw extends string | Buffer = string | Buffer> = Raw & {
  readonly [JSON_OF]: T;
};

/**
 * Labels `json` as the serialisation of a `T`. Only for text made by `JSON.stringify` of a `T` (or
 * cached from it): the one place the label is taken on trust; tests validate these answers.
 */
export function serializedAs<T, Raw extends string | Buffer = string | Buffer>(
  json: Raw,
): SerializedJson<T, Raw> {
  return json as SerializedJson<T, Raw>;
}

type Responses<Op extends OperationId> = Operation<Op>['responses'];
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** The `content` maps of the operation's success answers. */
type SuccessContent<Op extends OperationId> = {
  [S in keyof Responses<Op>]: S extends SuccessStatus
    ? Responses<Op>[S] extends { content: infer C }
      ? C
      : never
    : never;
}[keyof Responses<Op>];

/** What a body of one content map may be: the JSON schema (or its bytes), or, for other media, bytes too. */
type BodyFor<C> = C extends unknown
  ?
      | ('application/json' extends keyof C
          ? C['application/json'] | SerializedJson<C['application/json']>
          : never)
      | ([Exclude<keyof C, 'application/json'>] extends [never]
          ? never
          : C[Exclude<keyof C, 'application/json'>] | Uint8Array | Readable)
  : never;

/** What the handler may put in `ctx.body`: one of the operation's success answers. */
export type AnswerBody<Op extends OperationId> = Op extends OperationId ? BodyFor<SuccessContent<Op>> : never;

/** A validated request, as the handler of one operation sees it. */
export interface ApiRequest<Op extends OperationId = OperationId> {
  operationId: Op;
  params: PathParams<Op>;
  query: QueryParams<Op>;
  body: RequestBody<Op>;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Koa's context with `body` narrowed to the operation's answers (unset for a 204 or a redirect):
 * Koa's `body: unknown` intersected with them is them, and the context still passes where Koa's goes.
 */
export type HandlerContext<Op extends OperationId> = KoaContext & { body: AnswerBody<Op> | undefined };

export type Handler<Op extends OperationId> = (
  req: ApiRequest<Op>,
  ctx: HandlerContext<Op>,
) => Promise<void> | void;

/** The whole server: a handler for every operation of the contract. */
export type Implementation = { [Op in OperationId]: Handler<Op> };

/** Handlers of the operations `Ops` (one route module's share of the {@link Implementation}). */
export type Handlers<Ops extends OperationId> = { [Op in Ops]: Handler<Op> };

/**
 * A route module's handlers, each typed by the operation its key names: `implement({ search: (req, ctx)
 * => … })` gives `req.body` the type of a SearchRequest and checks `ctx.body` against SearchResult. A key
 * that is no operationId does not compile; app.ts checks that the modules together implement every one.
 */
export function implement<Ops extends OperationId>(handlers: Handlers<Ops>): Handlers<Ops> {
  return handlers;
}

/** A handler with its operation forgotten: what the router calls once the request is validated. */
export type AnyHandler = (req: ApiRequest, ctx: KoaContext) => Promise<void> | void;

/**
 * The handlers as the router and the wrappers (roles, flags) hold them, by operationId. The router
 * calls a handler only with a request validated against its operation, which is what the types promise.
 */
export function erased(handlers: Partial<Implementation>): RouterHandlers {
  // Each handler's own request and context types are what validation guarantees for its operation.
  return handlers as unknown as RouterHandlers;
}

/** Handlers by operationId with their operations forgotten (router, role and flag wrappers). */
export type RouterHandlers = Record<string, AnyHandler>;
