import { type HydrationState, isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/**
 * The router state the server rendered with, carried to the browser in a non-executed
 * `<script type="application/json" id="router-state">` element (the content security policy allows
 * no inline scripts, so React Router's own inline hydration script is not used). Loader data is
 * JSON already (it comes from the API); route errors are turned into plain objects and back.
 */
export const ROUTER_STATE_ELEMENT_ID = 'router-state';

interface SerializedRouteError {
  __type: 'RouteErrorResponse';
  status: number;
  statusText: string;
  data: unknown;
  internal: boolean;
}

interface SerializedError {
  __type: 'Error';
  message: string;
}

type SerializedErrors = Record<string, SerializedRouteError | SerializedError>;

export interface DehydratedState {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: SerializedErrors | null;
}

/** The state to write into the page: loader data, action data and route errors as JSON values. */
export function dehydrateRouterState(
  context: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>,
): DehydratedState {
  let errors: SerializedErrors | null = null;
  for (const [routeId, error] of Object.entries(context.errors ?? {})) {
    errors ??= {};
    errors[routeId] = isRouteErrorResponse(error)
      ? {
          __type: 'RouteErrorResponse',
          status: error.status,
          statusText: error.statusText,
          data: error.data,
          internal: (error as { internal?: boolean }).internal === true,
        }
      : // An unexpected error: its message only (no stack goes to the browser).
        { __type: 'Error', message: error instanceof Error ? error.message : 'Unexpected error' };
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/**
 * The hydration state for `createBrowserRouter` from the page's JSON. Route errors come back as
 * objects `isRouteErrorResponse` recognises (status, statusText, internal, data) or as `Error`s.
 */
export function hydrationStateOf(value: unknown): HydrationState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const state = value as Partial<DehydratedState>;
  if (typeof state.loaderData !== 'object' || state.loaderData === null) return undefined;
  let errors: HydrationState['errors'] = null;
  for (const [routeId, error] of Object.entries(state.errors ?? {})) {
    errors ??= {};
    if (error.__type === 'RouteErrorResponse') {
      const { __type: _, ...response } = error;
      errors[routeId] = response;
    } else errors[routeId] = new Error(error.message);
  }
  return { loaderData: state.loaderData, actionData: state.actionData ?? null, errors };
}

/** The hydration state written into this page by the server, or `undefined` (a page not server-rendered). */
export function readHydrationState(doc: Document = document): HydrationState | undefined {
  const text = doc.getElementById(ROUTER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return hydrationStateOf(JSON.parse(text));
  } catch {
    return undefined;
  }
}
