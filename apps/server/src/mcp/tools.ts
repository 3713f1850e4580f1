import {
  CreateReviewLinkSchema,
  campaignsApi,
  captionsApi,
  historyApi,
  INVALID_CURSOR_KEY,
  linksApi,
  PublishPostSchema,
  publishingApi,
  reviewApi,
} from '@captia/shared';
import { z } from 'zod';
import { listBrands } from '../brands';
import {
  type Actor,
  briefCampaignInput,
  type CaptionService,
  decodeCampaignCursor,
  generate,
  generationInput,
  getCampaign,
  listCampaigns,
  planCampaign,
  type ReworkService,
  rework,
  type WorkDeps,
  type WorkEvents,
} from '../captions';
import { decodeCursor, listHistory } from '../history';
import { AppError } from '../http/errors';
import { validationError } from '../http/router';
import type { PageContent } from '../links';
import {
  connectionsOf,
  type PublishInput,
  type PublishPostInput,
  publicationOf,
  publishCampaignPost,
  publishText,
  type Scheduler,
} from '../publishing';
import { listReviewNotices, newReviewLink } from '../review';

/** What the tools run on: the same engines, link reader and database the API's routes use. */
export interface ToolDeps extends WorkDeps {
  captions: CaptionService;
  rework: ReworkService;
  /** The model sees photos (AI_VISION), as for the API's generations. */
  vision: boolean;
  /** Reads a link for the actor within the link limits (the API's readLinkLimited). */
  readLink(actor: Actor, url: string): Promise<PageContent>;
  /** The process's publication scheduler, poked by a publication for now. */
  scheduler?: Scheduler | undefined;
  /** The app's public address, which a review link's URL starts with. */
  publicUrl: string;
}

interface Tool<S extends z.ZodType> {
  name: string;
  title: string;
  description: string;
  /** The contract's schema for the operation the tool stands for: the tool's input schema. */
  input: S;
  /** The operation's answer, as the API gives it. */
  run(deps: ToolDeps, actor: Actor, args: z.output<S>, events: WorkEvents): Promise<object>;
}

const tool = <S extends z.ZodType>(definition: Tool<S>) => definition as unknown as Tool<z.ZodType>;

const jsonSchemaOf = (operation: {
  request: { body: { content: { 'application/json': { schema: z.ZodType } } } };
}) => operation.request.body.content['application/json'].schema;

/** Tools that take nothing still declare an object (the protocol's input schema is one). */
const NO_ARGUMENTS = z.object({});

/** An operation's path parameters and its body as one object: a tool's arguments are one object. */
const pathAndBody = (params: z.ZodObject, body: z.ZodObject) => params.extend(body.shape).strict();

/** A campaign's post (the path's `id` and `postId`) and where and when it goes. */
const PUBLISH_POST_ARGUMENTS = pathAndBody(publishingApi.publishPost.request.params, PublishPostSchema);

/** A campaign (the path's `id`) and how its review link works. */
const REVIEW_LINK_ARGUMENTS = pathAndBody(reviewApi.createLink.request.params, CreateReviewLinkSchema);

/**
 * The MCP tools: each is one operation of the public API, with the contract's schema as its
 * input and the API's answer as its result. The counted ones call the very flows the routes
 * call (generate, rework, planCampaign), so a tool counts the quota exactly as the API does.
 * Descriptions are in English, for the agent; answers and refusals in the account's language.
 */
export const TOOLS: Tool<z.ZodType>[] = [
  tool({
    name: 'write_captions',
    title: 'Write captions',
    description:
      'Write social-media captions for one or more networks from a brief (text), a link (the page is read first) ' +
      'or both, with every option of the generator: post type, style, length, 1 to 3 variants per network, emojis, ' +
      'hashtags, caption language, a brand voice (brandId, from list_brand_voices; the default voice otherwise) and ' +
      'format (single, thread, carousel). Counts one use of the quota; a refusal counts nothing. A photo (image, a ' +
      'data: URL) is taken as in the API while the whole call stays within 1 MB.',
    input: jsonSchemaOf(captionsApi.generate),
    run: (deps, actor, args, events) =>
      generate(
        { ...deps, service: deps.captions },
        actor,
        generationInput(args as never, actor.language, deps.vision),
        events,
      ),
  }),
  tool({
    name: 'rework_caption',
    title: 'Rework a caption',
    description:
      'Rework one caption: shorter, longer, fit (to the network’s limit), restyle (needs style), translate (needs ' +
      'language and a configured AI model), adapt (to targetNetwork), thread or join. Counts one use of the quota; ' +
      'a refusal counts nothing. With entryId (a history entry) the new version is kept under that entry.',
    input: jsonSchemaOf(captionsApi.rework),
    run: (deps, actor, args, events) =>
      rework({ ...deps, service: deps.rework }, actor, args as never, events),
  }),
  tool({
    name: 'plan_campaign',
    title: 'Plan a campaign',
    description:
      'Plan a campaign from one brief: a post for each network in each slot (days × posts per day, from startDate). ' +
      'Each slot is one use of the quota, all reserved at once: with fewer uses left than slots nothing is written ' +
      'or counted. The campaign is stored; read it back with read_campaign or the resource captia://campaigns/{id}.',
    input: jsonSchemaOf(campaignsApi.create),
    run: (deps, actor, args, events) =>
      planCampaign(
        { ...deps, service: deps.captions },
        actor,
        briefCampaignInput(args as never, actor.language),
        events,
      ),
  }),
  tool({
    name: 'read_campaign',
    title: 'Read a campaign',
    description: 'One of your campaigns with its posts, by id. Not counted.',
    input: campaignsApi.read.request.params,
    run: async (deps, actor, args: { id: string }) => {
      const campaign = await getCampaign(deps.db, actor.userId, args.id);
      if (!campaign) throw new AppError(404, 'not_found');
      return campaign;
    },
  }),
  tool({
    name: 'list_campaigns',
    title: 'List campaigns',
    description: 'Your campaigns, newest first, a page at a time (pass nextCursor as cursor). Not counted.',
    input: campaignsApi.list.request.query,
    run: async (deps, actor, args: { cursor?: string }) => {
      const before = args.cursor ? decodeCampaignCursor(args.cursor) : null;
      if (args.cursor && before === null)
        throw new AppError(400, 'bad_request', { messageKey: 'validation.invalidCursor' });
      return listCampaigns(deps.db, actor.userId, before);
    },
  }),
  tool({
    name: 'read_link',
    title: 'Read a link',
    description:
      'Read the page behind a link (an article, a product page, a newsletter): its title, description and main ' +
      'text, as write_captions would use it. Not counted; limited per minute.',
    input: jsonSchemaOf(linksApi.read),
    run: (deps, actor, args: { url: string }) => deps.readLink(actor, args.url),
  }),
  tool({
    name: 'list_history',
    title: 'List history',
    description:
      'Your generations, pinned first then newest first, a page at a time; q finds words in the brief or the ' +
      'captions (ignoring case and accents); pass nextCursor as cursor. Not counted.',
    input: historyApi.list.request.query,
    run: async (deps, actor, args: { q?: string; cursor?: string }) => {
      const cursor = args.cursor ? decodeCursor(args.cursor) : null;
      if (args.cursor && !cursor) throw new AppError(400, 'bad_request', { messageKey: INVALID_CURSOR_KEY });
      return listHistory(deps.db, actor.userId, { q: args.q ?? '', cursor });
    },
  }),
  tool({
    name: 'list_connections',
    title: 'List connected accounts',
    description:
      'Your connected Bluesky and Mastodon accounts (id, network, handle, when last used): pass an id as ' +
      'connectionId to publish_text or publish_campaign_post. Accounts are connected in the web app ' +
      '(Preferences → Connections). Not counted.',
    input: NO_ARGUMENTS,
    run: (deps, actor) => connectionsOf(deps.db, actor.userId),
  }),
  tool({
    name: 'publish_text',
    title: 'Publish a text or a thread',
    description:
      'Publish to a connected account (connectionId, from list_connections) a text, or a thread as posts (a chain ' +
      'of replies), with an optional photo (image, a data: URL of at most 1 MB) and its altText on the first post. ' +
      'Now, or at a time (at: ISO 8601 with offset, at most a year ahead). With historyId (and variant) it is ' +
      'filed under that caption of your history. Each post must fit the network. Answers the publication, ' +
      'scheduled; read_publication tells when it is out and its link. Paid plans; at most the plan’s pending ' +
      'publications. Not counted.',
    input: jsonSchemaOf(publishingApi.publish),
    run: (deps, actor, args) => publishText(deps, actor, args as PublishInput),
  }),
  tool({
    name: 'publish_campaign_post',
    title: 'Publish a campaign’s post',
    description:
      'Publish one post of a campaign (id: the campaign, postId: its post, from read_campaign) to a connected ' +
      'account of the post’s network (connectionId, from list_connections), now or at a time (at: ISO 8601 with ' +
      'offset; its scheduled time, say). Once: asked again, the publication already pending or done answers. ' +
      'Paid plans; at most the plan’s pending publications. Not counted.',
    input: PUBLISH_POST_ARGUMENTS,
    run: (deps, actor, args: { id: string; postId: string } & PublishPostInput) =>
      publishCampaignPost(deps, actor, { id: args.id, postId: args.postId }, args),
  }),
  tool({
    name: 'read_publication',
    title: 'Read a publication',
    description:
      'One of your publications by id: scheduled, publishing, published (with the post’s URL) or failed (with ' +
      'the reason). Not counted.',
    input: publishingApi.readPublication.request.params,
    run: (deps, actor, args: { id: string }) => publicationOf(deps.db, actor, args.id),
  }),
  tool({
    name: 'create_review_link',
    title: 'Make a review link',
    description:
      'A link to one of your campaigns (id, from plan_campaign or list_campaigns) that a client opens without an ' +
      'account to approve each post or ask for changes, with a comment when allowComments (the default). It ' +
      'works expiresInDays days (1 to 30, 14 by default). Its url is answered only here: give it to the client. ' +
      'Their answers appear in list_review_notices and in read_campaign. Paid plans. Not counted.',
    input: REVIEW_LINK_ARGUMENTS,
    run: (deps, actor, args: { id: string; expiresInDays: number; allowComments: boolean }) =>
      newReviewLink(deps.db, actor.userId, args.id, { ...args, publicUrl: deps.publicUrl }),
  }),
  tool({
    name: 'list_review_notices',
    title: 'List review notices',
    description:
      'What clients said through your review links, newest first (the latest 20): the campaign, the post’s ' +
      'date, approved or changes requested, the comment, the reviewer, and whether you have seen it in the web ' +
      'app. Reading them here does not mark them seen. Not counted.',
    input: NO_ARGUMENTS,
    run: (deps, actor) => listReviewNotices(deps.db, actor.userId),
  }),
  tool({
    name: 'list_brand_voices',
    title: 'List brand voices',
    description:
      'Your brand voices (name, tone, words to use and avoid, the default one): pass an id as brandId to ' +
      'write_captions, rework_caption or plan_campaign. Not counted.',
    input: NO_ARGUMENTS,
    run: async (deps, actor) => ({ items: await listBrands(deps.db, actor.userId) }),
  }),
];

/** The tool's input schema as JSON Schema, as `tools/list` gives it (what the tool accepts). */
export function inputJsonSchema(schema: z.ZodType) {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return { ...json, type: 'object' as const };
}

/** A tool's arguments checked by the contract's schema: the API's 400, with its localized message. */
export function parseArguments<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
