import type { OperationDeclaration } from '@captia/shared';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './router';

/**
 * The server's route for an operation of the shared contract (packages/shared/src/contract/
 * operations): the declaration as it is — method, full path, schemas — plus the middleware that
 * runs before its input is validated (who may call it, its body limit). A router built from
 * these is mounted at `/`: its paths are the contract's, written nowhere else.
 */
export function route<O extends OperationDeclaration>(
  operation: O,
  ...middleware: MiddlewareHandler<AppEnv>[]
): O & { middleware: MiddlewareHandler<AppEnv>[] } {
  return { ...operation, middleware };
}
