import { z } from 'zod';
import { CampaignResultSchema, PostSchema } from './campaigns';
import { GenerationResultSchema, NetworkIdSchema, ReworkResultSchema } from './captions';
import { ErrorBodySchema } from './common';

/*
 * The server-sent events of the routes that write (`Accept: text/event-stream`), declared once:
 * the server writes them with these types (apps/server/src/captions/delivery.ts) and the web
 * reads them through `parseStreamEvent` (apps/web/src/features/generator/api/caption-stream.ts).
 * Each route's stream ends with `result` (the JSON answer's body) or `error` (the error body).
 */

/** `caption`: a caption as written so far; it replaces the previous text of that network and variant. */
export const CaptionDraftSchema = z.object({
  network: NetworkIdSchema,
  variant: z.number().int().min(1),
  text: z.string(),
  /** A thread's posts as the model wrote them (the rules may keep or split them again). */
  posts: z.array(z.string()).optional(),
  /** A carousel's slides as written (the rules bound them). */
  slides: z.array(z.object({ title: z.string(), body: z.string() })).optional(),
});

/** `notice`: the configured model could not answer; its fallback or the basic generator writes. */
export const NoticeEventSchema = z.object({ message: z.string() });

/** `post`: a campaign's post as it is written, `index` of `total` (1-based). */
export const PostProgressSchema = z.object({
  index: z.number().int().min(1),
  total: z.number().int().min(1),
  post: PostSchema,
});

export type NoticeEvent = z.infer<typeof NoticeEventSchema>;
export type PostProgress = z.infer<typeof PostProgressSchema>;

const caption = z.object({ event: z.literal('caption'), data: CaptionDraftSchema });
const notice = z.object({ event: z.literal('notice'), data: NoticeEventSchema });
const post = z.object({ event: z.literal('post'), data: PostProgressSchema });
const error = z.object({ event: z.literal('error'), data: ErrorBodySchema });

/** What a run reports before its end, as the server writes it: a draft, a notice, a campaign's post. */
export const ProgressEventSchema = z.discriminatedUnion('event', [caption, notice, post]);
export type ProgressEvent = z.infer<typeof ProgressEventSchema>;

const result = <Result extends z.ZodType>(schema: Result) =>
  z.object({ event: z.literal('result'), data: schema });

/** `POST /api/functions/generate-captions`: `caption` and `notice`, then `result` or `error`. */
export const GenerationStreamSchema = z.discriminatedUnion('event', [
  caption,
  notice,
  result(GenerationResultSchema),
  error,
]);
/** `POST /api/functions/rework-caption`: `caption` and `notice`, then `result` or `error`. */
export const ReworkStreamSchema = z.discriminatedUnion('event', [
  caption,
  notice,
  result(ReworkResultSchema),
  error,
]);
/** `POST /api/campaigns` and `/import`: `post` and `notice`, then `result` or `error`. */
export const CampaignStreamSchema = z.discriminatedUnion('event', [
  post,
  notice,
  result(CampaignResultSchema),
  error,
]);
