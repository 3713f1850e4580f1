import { type ApiErrorBody, type Language, RecordIdSchema } from '@captia/shared';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { listBrands } from '../brands';
import { type Actor, getCampaign, listCampaigns } from '../captions';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, errorBody } from '../http/errors';
import { progressEvents } from './progress';
import { inputJsonSchema, parseArguments, TOOLS, type ToolDeps } from './tools';

/** The protocol's code for a resource that does not exist (or is not the account's). */
const RESOURCE_NOT_FOUND = -32002;

const BRANDS_URI = 'captia://brands';
const CAMPAIGNS_URI = 'captia://campaigns';
const CAMPAIGN_PREFIX = `${CAMPAIGNS_URI}/`;

const INSTRUCTIONS =
  'CaptIA writes social-media captions. Tools that write (write_captions, rework_caption, plan_campaign) count ' +
  'the account’s quota as the web app does. publish_text and publish_campaign_post send posts to the ' +
  'account’s connected Bluesky and Mastodon accounts (list_connections), now or at a time, without counting; ' +
  'create_review_link makes the link a client opens to approve a campaign’s posts, and list_review_notices ' +
  'reads what clients said; the others only read. Answers and refusals come in the account’s language. ' +
  'Brand voices and recent campaigns are also resources (captia://brands, captia://campaigns).';

/** Any failure as the tool's error: the API's code and localized message, never a stack. */
function errorOf(deps: ToolDeps, language: Language, error: unknown): ApiErrorBody {
  if (error instanceof AppError) return errorBody(language, error.code, error.details);
  if (isDatabaseUnavailable(error)) return errorBody(language, 'service_unavailable');
  deps.log.error({ err: error }, 'mcp tool failed');
  return errorBody(language, 'internal_error');
}

function toolError(body: ApiErrorBody): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: body.error.message }],
    structuredContent: { ...body },
  };
}

function jsonContents(uri: string, value: object) {
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(value) }] };
}

/**
 * The MCP server for one request of one account (stateless: a new one each request, as the
 * transport needs). The low-level `Server` rather than `McpServer`: `McpServer` checks a tool's
 * arguments itself and refuses them with zod's English text; here they are checked by the
 * contract's schema and refused with the API's localized message, as a tool error.
 */
export function mcpServer(deps: ToolDeps, actor: Actor, requestSignal: AbortSignal): Server {
  const server = new Server(
    { name: 'captia', title: 'CaptIA', version: '1.0.0' },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: inputJsonSchema(tool.input),
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.find((candidate) => candidate.name === request.params.name);
    if (!tool) return toolError(errorBody(actor.language, 'not_found'));
    const token = request.params._meta?.progressToken;
    const send =
      token === undefined
        ? null
        : (progress: { progress: number; total?: number; message?: string }) => {
            extra
              .sendNotification({
                method: 'notifications/progress',
                params: { progressToken: token, ...progress },
              })
              .catch(() => {});
          };
    // Cancelled by the client (notifications/cancelled) or gone (its connection closed).
    const signal = AbortSignal.any([extra.signal, requestSignal]);
    try {
      const args = parseArguments(tool.input, request.params.arguments);
      const result = await tool.run(deps, actor, args, progressEvents(signal, send));
      return {
        content: [{ type: 'text', text: JSON.stringify(result) }],
        structuredContent: result as Record<string, unknown>,
      };
    } catch (error) {
      return toolError(errorOf(deps, actor.language, error));
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const recent = await listCampaigns(deps.db, actor.userId, null);
    return {
      resources: [
        {
          uri: BRANDS_URI,
          name: 'brand-voices',
          title: 'Brand voices',
          description: 'Your brand voices, the default one marked.',
          mimeType: 'application/json',
        },
        {
          uri: CAMPAIGNS_URI,
          name: 'recent-campaigns',
          title: 'Recent campaigns',
          description: 'Your most recent campaigns, newest first (without their posts).',
          mimeType: 'application/json',
        },
        ...recent.items.map((campaign) => ({
          uri: `${CAMPAIGN_PREFIX}${campaign.id}`,
          name: `campaign-${campaign.id}`,
          title: campaign.title,
          description: 'A campaign with its posts.',
          mimeType: 'application/json',
        })),
      ],
    };
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [
      {
        uriTemplate: `${CAMPAIGN_PREFIX}{id}`,
        name: 'campaign',
        title: 'Campaign',
        description:
          'One of your campaigns with its posts, by id (plan_campaign and list_campaigns give ids).',
        mimeType: 'application/json',
      },
    ],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    if (uri === BRANDS_URI) return jsonContents(uri, { items: await listBrands(deps.db, actor.userId) });
    if (uri === CAMPAIGNS_URI) return jsonContents(uri, await listCampaigns(deps.db, actor.userId, null));
    if (uri.startsWith(CAMPAIGN_PREFIX)) {
      const id = RecordIdSchema.safeParse(uri.slice(CAMPAIGN_PREFIX.length));
      // Another account's campaign is as absent as one that never was.
      const campaign = id.success ? await getCampaign(deps.db, actor.userId, id.data) : null;
      if (campaign) return jsonContents(uri, campaign);
    }
    throw new McpError(RESOURCE_NOT_FOUND, errorBody(actor.language, 'not_found').error.message, { uri });
  });

  return server;
}
