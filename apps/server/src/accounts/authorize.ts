import type { Document } from '../http/contract.ts';
import { forbidden } from '../http/errors.ts';
import type { RouterHandlers } from '../http/implementation.ts';
import { requireUser } from './auth-context.ts';

/**
 * Enforces the `x-roles` of openapi.yaml: every handler of an operation that lists roles is wrapped
 * so that a visitor gets 401 and a signed-in user holding none of the roles gets 403. It runs after
 * the contract router's CSRF check and request validation, right before the handler. Operations
 * without `x-roles` are open to everyone. The contract is the one place that says who may call what.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** operationId -> the roles its `x-roles` lists (only operations that have one). */
export function rolesByOperation(document: Document): Map<string, string[]> {
  const roles = new Map<string, string[]>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, unknown> | undefined)?.[method] as
        | { operationId?: unknown; 'x-roles'?: unknown }
        | undefined;
      const listed = operation?.['x-roles'];
      if (typeof operation?.operationId === 'string' && Array.isArray(listed)) {
        roles.set(
          operation.operationId,
          listed.filter((r): r is string => typeof r === 'string'),
        );
      }
    }
  }
  return roles;
}

export function rolesAllow(required: readonly string[], held: readonly string[]): boolean {
  return required.some((role) => held.includes(role));
}

/** The handlers, those of role-restricted operations wrapped with the check. */
export function authorizeHandlers(handlers: RouterHandlers, document: Document): RouterHandlers {
  const required = rolesByOperation(document);
  const wrapped: RouterHandlers = {};
  for (const [operationId, handler] of Object.entries(handlers)) {
    const roles = required.get(operationId);
    wrapped[operationId] = roles
      ? (req, ctx) => {
          const user = requireUser(ctx);
          if (!rolesAllow(roles, user.roles))
            throw forbidden(`This needs one of the roles ${roles.join(', ')}`);
          return handler(req, ctx);
        }
      : handler;
  }
  return wrapped;
}
