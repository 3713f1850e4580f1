import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_LANGUAGE } from '@captia/shared';
import { getRequestListener, RequestError } from '@hono/node-server';
import { errorBody } from './errors';

/**
 * How long the HTTP server waits on a client, in milliseconds. Node's defaults let a client
 * hold a connection for 300 s by trickling its request body (requestTimeout), and check only
 * every 30 s: a few hundred such clients cost the server its sockets for minutes.
 *
 * - `headersMs`: the whole request head must arrive in 15 s (slow headers).
 * - `requestMs`: the whole request, head and body, in 30 s. The largest body (a 14 MB photo
 *   through the API) needs ~4 Mbit/s for that; the web app sends its photos downscaled to a
 *   few hundred KB. Only receiving the request is bounded: a response, such as a caption
 *   streamed as server-sent events for tens of seconds, is not, and Node's socket inactivity
 *   timeout (`server.timeout`) stays 0, so a quiet stream is not cut either.
 * - `keepAliveMs`: an idle kept-alive connection closes after 5 s (Node's own default; below
 *   headersMs, and below the idle timeout of the usual reverse proxies, so the proxy never
 *   reuses a connection the app is closing).
 * - `checkEveryMs`: how often Node looks for connections past headersMs / requestMs (30 s by
 *   default, which would let each bound run up to 30 s over).
 *
 * Node requires requestMs ≥ headersMs.
 */
export const SERVER_TIMEOUTS = {
  headersMs: 15_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
} as const;

export type ServerTimeouts = { [K in keyof typeof SERVER_TIMEOUTS]: number };

/**
 * A request Node parsed but the adapter cannot make a Request of — a backslash in its path, a
 * Host header that is no host — never reaches the app: the adapter's own answer is a bare 400
 * without a body. It gets the contract's body instead, in the default language (its headers are
 * not read), with the headers that keep a browser from doing anything with it. Anything else
 * thrown before the app answers is a 500, as the adapter's own.
 */
export function unreadableRequest(error: unknown): Response {
  const malformed = error instanceof RequestError;
  const body = errorBody(DEFAULT_LANGUAGE, malformed ? 'bad_request' : 'internal_error');
  return new Response(JSON.stringify(body), {
    status: malformed ? 400 : 500,
    headers: {
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    },
  });
}

/** The app on a Node HTTP server with the bounds above (tests pass shorter ones). */
export function listen(
  options: {
    fetch: Parameters<typeof getRequestListener>[0];
    port: number;
    hostname?: string;
    timeouts?: ServerTimeouts;
  },
  onListening?: (info: AddressInfo) => void,
): Server {
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  // @hono/node-server's `serve`, but with an error handler (its `serve` passes none).
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    getRequestListener(options.fetch, {
      ...(options.hostname !== undefined && { hostname: options.hostname }),
      errorHandler: unreadableRequest,
    }),
  );
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
