import { isLanguage } from '@captia/shared';
import { Hono } from 'hono';
import type { CaptionService, ReworkService } from '../captions';
import { limitBody } from '../http/body-limit';
import { clientNetwork } from '../http/client-ip';
import { AppError, sendError } from '../http/errors';
import { refuseControlCharactersInUrl } from '../http/query-guard';
import type { AppEnv } from '../http/router';
import { admitKey, bearerKey, keyInQuery, sendKeyRefusal } from '../keys';
import { type LinkLimits, type LinkReader, readLinkLimited } from '../links';
import type { Scheduler } from '../publishing';
import type { mcpServer } from './server';

/**
 * The protocol's code — the SDK, with the schemas of every message it builds as it loads — is
 * loaded by the first call to `/mcp`, not at start: most instances never get one, and they
 * should not hold it (the built server's test keeps it out of what loads at start).
 */
async function protocol(): Promise<{
  mcpServer: typeof mcpServer;
  Transport: typeof import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js').WebStandardStreamableHTTPServerTransport;
}> {
  const [{ mcpServer }, { WebStandardStreamableHTTPServerTransport: Transport }] = await Promise.all([
    import('./server'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]);
  return { mcpServer, Transport };
}

/** Where the MCP server answers (the protocol's streamable HTTP transport). */
export const MCP_PATH = '/mcp';

/**
 * A whole tool call fits in the API's body limit: the longest brief is 2,000 characters and a
 * caption to rework 10,000. A photo above it is for the API's generation route (decision 0056).
 */
export const MCP_BODY_BYTES = 1024 * 1024;

export interface McpDeps {
  captions: CaptionService;
  rework: ReworkService;
  links: LinkReader;
  linkLimits: LinkLimits;
  /** The model sees photos (AI_VISION). */
  vision: boolean;
  /** The process's publication scheduler, poked by a publication for now (tests tick their own). */
  scheduler?: Scheduler | undefined;
  /** The app's public address, which a review link's URL starts with. */
  publicUrl: string;
}

/**
 * `/mcp`: the Model Context Protocol over streamable HTTP, stateless (each POST stands alone; a
 * new server and transport answer it), for the holders of an API key. The key is admitted as
 * the public API admits it — the same 401 for a missing, wrong or revoked key, the same 403 for
 * a free account, the same per-minute limit for the same key — on every request, so a key
 * revoked between two calls is refused on the second. No cookie is read: a browser's session
 * never reaches this door, so neither the Origin check nor CSRF applies.
 */
export function mcpRoutes(deps: McpDeps, options: { rateLimitScale: number }) {
  const tooLarge = limitBody(MCP_BODY_BYTES, (c) => sendError(c, 413, 'payload_too_large'));
  const app = new Hono<AppEnv>();
  app.use(MCP_PATH, tooLarge, refuseControlCharactersInUrl);
  app.all(MCP_PATH, async (c) => {
    if (keyInQuery(c.req.url)) return sendError(c, 400, 'api_key_in_query');
    const key = bearerKey(c.req.header('authorization'));
    if (key === null) return sendKeyRefusal(c, new AppError(401, 'unauthorized'));
    const db = c.get('db');
    const admitted = await admitKey(db, key, options);
    if (admitted instanceof AppError) return sendKeyRefusal(c, admitted);

    c.header('Cache-Control', 'no-store');
    // Stateless: no stream for server-initiated messages and no session to end.
    if (c.req.method !== 'POST') {
      c.header('Allow', 'POST');
      return sendError(c, 405, 'method_not_allowed');
    }

    const language = isLanguage(admitted.user.language) ? admitted.user.language : c.get('language');
    const actor = {
      userId: admitted.user.id,
      language,
      network: clientNetwork(c, deps.linkLimits.trustProxy),
    };
    const { mcpServer, Transport } = await protocol();
    const server = mcpServer(
      {
        db,
        log: c.get('logger'),
        metrics: c.get('metrics'),
        captions: deps.captions,
        rework: deps.rework,
        vision: deps.vision,
        scheduler: deps.scheduler,
        publicUrl: deps.publicUrl,
        readLink: (asker, url) => readLinkLimited(db, deps.links, deps.linkLimits, asker, url),
      },
      actor,
      c.req.raw.signal,
    );
    const transport = new Transport({
      sessionIdGenerator: undefined,
      maxRequestBodySize: MCP_BODY_BYTES,
    });
    await server.connect(transport);
    return transport.handleRequest(c.req.raw);
  });
  return app;
}
