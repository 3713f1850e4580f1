import { z } from 'zod';
import { CampaignImportSchema, CampaignRequestSchema, PostPatchSchema } from '../../campaigns/schema';
import { CAPTION_LANGUAGES, LENGTH_IDS, NETWORK_IDS, STYLE_IDS } from '../../captions/options';
import { RecordIdSchema } from '../../schemas/text';
import { CampaignPageSchema, CampaignResultSchema, CampaignSchema, PostSchema } from '../campaigns';
import {
  COOKIE_OR_KEY,
  type DocumentedSchema,
  errors,
  json,
  jsonBody,
  jsonOrEventStream,
  operation,
} from '../declare';

const tags = ['Planner'];
const params = z.object({ id: RecordIdSchema });

/** The longest cursor the server hands out is about 70 characters; anything much longer is not its. */
export const CAMPAIGN_CURSOR_MAX_LENGTH = 256;
export const CAMPAIGN_PAGE_SIZE = 20;
export const EXPORT_FORMATS = ['csv', 'hootsuite', 'ics'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const written = (description: string) => ({
  201: jsonOrEventStream(CampaignResultSchema, description),
  ...errors(400, 401, 403, 404, 413, 429, 502, 503),
});

/** The import's limits, as its three bodies state them. */
const CSV_FILE = 'UTF-8 CSV with the header `date,network,brief`, up to 100 rows and 1 MB.';

/**
 * `multipart/form-data` of the import: the file, and the JSON body's other fields as text
 * fields (`true`/`false` for the switches). The server reads it itself and checks it with the
 * JSON body's schema (`CampaignImportSchema`), so both refuse the same things.
 */
export const CAMPAIGN_IMPORT_FORM: DocumentedSchema = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: CSV_FILE },
    language: { type: 'string', enum: [...CAPTION_LANGUAGES] },
    brandId: { type: 'string' },
    style: { type: 'string', enum: [...STYLE_IDS], description: 'Default `friendly`.' },
    length: { type: 'string', enum: [...LENGTH_IDS], description: 'Default `short`.' },
    emojis: { type: 'string', enum: ['true', 'false'], description: 'Default: what the plan allows.' },
    hashtags: { type: 'string', enum: ['true', 'false'], description: 'Default: what the plan allows.' },
  },
};

/** `/api/campaigns`: the planner. Each slot is one use of the quota; another account's id is a 404. */
export const campaignsApi = {
  create: operation({
    method: 'post',
    path: '/api/campaigns',
    tags,
    summary: 'Plan a campaign from one brief: a post per network for each slot (day × posts per day)',
    description:
      'Each slot is one use of the quota (a slot written for three networks is still one use). The whole campaign is ' +
      'reserved at once before any engine runs: with fewer uses left than slots the answer is 403 `quota_insufficient` ' +
      'and nothing is counted. Slots that fail are given back. With `Accept: text/event-stream`, `post` events ' +
      '(`{index, total, post}`) arrive as each post is written, `notice` (`{message}`) when the model could not be ' +
      'reached, then `result` (the same body as the JSON answer) or `error`.',
    security: COOKIE_OR_KEY,
    request: jsonBody(CampaignRequestSchema),
    responses: written('The campaign with its posts, and the usage after it'),
  }),
  import: operation({
    method: 'post',
    path: '/api/campaigns/import',
    tags,
    summary: 'Plan posts from a CSV of briefs (`date,network,brief`): one post per row',
    description:
      'Up to 100 rows and 1 MB; each row is one use of the quota, reserved at once before anything is written. A ' +
      'malformed row is a 400 naming its row and column, and nothing is counted. Streams like `POST /api/campaigns`. ' +
      "The CSV comes as the JSON body's `csv`, as the body itself (`Content-Type: text/csv`, the other fields at " +
      'their defaults), or as the `file` of a `multipart/form-data` upload (the other fields as form fields); ' +
      'any other type is a 415.',
    security: COOKIE_OR_KEY,
    request: {
      body: {
        required: true,
        content: {
          ...jsonBody(CampaignImportSchema).body.content,
          'text/csv': { schema: z.string().meta({ description: CSV_FILE }) },
          'multipart/form-data': { schema: CAMPAIGN_IMPORT_FORM },
        },
      },
    },
    responses: { ...written('The campaign with one post per row, and the usage after it'), ...errors(415) },
  }),
  list: operation({
    method: 'get',
    path: '/api/campaigns',
    tags,
    summary: `Your campaigns, newest first (${CAMPAIGN_PAGE_SIZE} a page)`,
    security: COOKIE_OR_KEY,
    request: {
      query: z.object({
        cursor: z
          .string()
          .max(CAMPAIGN_CURSOR_MAX_LENGTH, { error: 'validation.invalidCursor' })
          .regex(/^[A-Za-z0-9_-]*$/, { error: 'validation.invalidCursor' })
          .optional()
          .meta({ description: 'The `nextCursor` of the previous page, as it was given (opaque).' }),
      }),
    },
    responses: { 200: json(CampaignPageSchema, 'One page'), ...errors(400, 401) },
  }),
  read: operation({
    method: 'get',
    path: '/api/campaigns/{id}',
    tags,
    summary: 'One of your campaigns with its posts',
    security: COOKIE_OR_KEY,
    request: { params },
    responses: { 200: json(CampaignSchema, 'The campaign'), ...errors(400, 401, 404) },
  }),
  updatePost: operation({
    method: 'patch',
    path: '/api/campaigns/{id}/posts/{postId}',
    tags,
    summary: 'Edit a post: its text (checked against its network’s rules), date or time',
    description:
      'A text over the network’s limit, or with emojis or hashtags the campaign was written without, is a 400 naming ' +
      'the rule. Costs nothing.',
    security: COOKIE_OR_KEY,
    request: {
      params: z.object({ id: RecordIdSchema, postId: RecordIdSchema }),
      ...jsonBody(PostPatchSchema),
    },
    responses: { 200: json(PostSchema, 'The post as saved'), ...errors(400, 401, 404) },
  }),
  remove: operation({
    method: 'delete',
    path: '/api/campaigns/{id}',
    tags,
    summary: 'Delete a campaign and its posts',
    security: COOKIE_OR_KEY,
    request: { params },
    responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 404) },
  }),
  export: operation({
    method: 'get',
    path: '/api/campaigns/{id}/export',
    tags,
    summary: 'Export a campaign to a scheduler: CSV, Hootsuite bulk CSV or iCalendar',
    description:
      '`csv`: RFC 4180, UTF-8, header `date,time,timezone,network,angle,text,hashtags`. `hootsuite`: the bulk ' +
      'composer’s layout (no header; `DD/MM/YYYY HH:mm`, message, link), one network per file — `network` is needed ' +
      'when the campaign has more than one. `ics`: iCalendar (RFC 5545), one event per post at its local time with ' +
      'its TZID, the caption as the description, a stable UID and a reminder 15 minutes before.',
    security: COOKIE_OR_KEY,
    request: {
      params,
      query: z.object({
        format: z.enum(EXPORT_FORMATS),
        network: z.enum(NETWORK_IDS).optional().meta({ description: 'Only this network’s posts.' }),
      }),
    },
    responses: {
      200: {
        description: 'The file (as an attachment)',
        content: {
          'text/csv': { schema: z.string() },
          'text/calendar': { schema: z.string() },
        },
      },
      ...errors(400, 401, 404),
    },
  }),
};
