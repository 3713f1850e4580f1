import pino, { type Logger } from 'pino';

export type { Logger };

/** Fields of database errors that carry values: a failed query's parameters, a constraint's key. */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery'];
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;

/**
 * pino's error serializer, minus every value a database error carries: Drizzle's "Failed query"
 * errors end their message with the query's parameters (names, briefs, e-mails, tokens) and keep
 * them in `params`; PostgreSQL's `detail` repeats a conflicting key's value. The SQL text stays.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  const clean = (value: unknown, depth: number): unknown => {
    if (typeof value !== 'object' || value === null || depth > 5) return value;
    const record = value as Record<string, unknown>;
    for (const field of VALUE_FIELDS) if (field in record) record[field] = '[redacted]';
    for (const field of ['message', 'stack']) {
      const text = record[field];
      if (typeof text === 'string') record[field] = text.replace(PARAMS_IN_MESSAGE, '\nparams: [redacted]');
    }
    if ('cause' in record) record.cause = clean(record.cause, depth + 1);
    return record;
  };
  return clean(serialized, 0);
}

/**
 * JSON logs to stdout. Credentials and user data never reach a log line: request logs carry the
 * path without its query string (reset tokens travel there), errors lose their query values,
 * and these fields are redacted.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: serializeError, error: serializeError, cause: serializeError },
      redact: {
        paths: [
          'password',
          '*.password',
          'newPassword',
          '*.newPassword',
          'token',
          '*.token',
          'headers.cookie',
          'headers.authorization',
          '*.headers.cookie',
          '*.headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
