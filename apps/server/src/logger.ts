import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs to stdout. Credentials never reach a log line: request logs carry the
 * path without its query string (reset tokens travel there), and these fields are redacted.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
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
