/** Socket-level failures: the database cannot be reached at all. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean "the server is going away or not taking connections" rather than
 * "this query is wrong": admin/crash shutdown, starting up, too many connections.
 * Class 08 (connection exception) is matched as a class below.
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a lost or never-made connection with plain messages, no code. */
const CONNECTION_MESSAGES =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|client has encountered a connection error|not queryable|cannot use a pool after calling end|database did not answer within/i;

/**
 * Whether a failure means the database is unreachable (stopped, restarting, overloaded)
 * rather than a bug. Drizzle and Better Auth wrap the driver's error, so the `cause`
 * chain (and an AggregateError's list, from a multi-address connect) is followed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * The innermost cause of a failure, for the log: "connect ECONNREFUSED …" or "terminating
 * connection due to administrator command". Not the wrapping query error, whose message
 * carries the query's parameters (session tokens, e-mail addresses).
 */
export function rootCause(error: unknown): { code?: string; message: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 8; depth++) {
    const next = (current as { cause?: unknown } | null)?.cause;
    if (typeof next !== 'object' || next === null) break;
    current = next;
  }
  const { code, message } = (current ?? {}) as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' && { code }),
    message: typeof message === 'string' ? message.replace(/\nparams: [\s\S]*$/, '') : String(current),
  };
}
