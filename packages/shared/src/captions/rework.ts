import { z } from 'zod';
import { multiLineText, RecordIdSchema } from '../schemas/text';
import { CAPTION_LANGUAGES, NETWORK_IDS, STYLE_IDS } from './options';
import { isThreadNetwork, joinThread } from './thread';

/**
 * The one-click changes to a caption. `thread` splits it into a thread's posts and `join` makes a
 * thread one post again (where it fits): both by the network's own counting, without a model
 * (docs/decisions/0034).
 */
export const REWORK_ACTIONS = [
  'shorter',
  'longer',
  'fit',
  'restyle',
  'translate',
  'adapt',
  'thread',
  'join',
] as const;
export type ReworkAction = (typeof REWORK_ACTIONS)[number];

/** The reworks a model writes (the others are arranged by the network's counting alone). */
export type ModelReworkAction = Exclude<ReworkAction, 'thread' | 'join'>;
export function isModelRework(action: ReworkAction): action is ModelReworkAction {
  return action !== 'thread' && action !== 'join';
}

/** The longest caption a rework accepts (Facebook's 63,206 would be a brief, not a caption). */
export const MAX_REWORK_TEXT = 10_000;

const K = {
  text: 'captions.validation.textRequired',
  textTooLong: 'captions.validation.textTooLong',
  textInvalid: 'captions.validation.textInvalid',
  network: 'captions.validation.networkInvalid',
  action: 'captions.rework.validation.action',
  style: 'captions.rework.validation.style',
  language: 'captions.rework.validation.language',
  target: 'captions.rework.validation.targetNetwork',
  threadNetwork: 'captions.rework.validation.threadNetwork',
  joinTooLong: 'captions.rework.validation.joinTooLong',
  numbering: 'captions.validation.numberingInvalid',
} as const;

/** `POST /api/functions/rework-caption`. Messages are catalog keys. */
export const ReworkRequestSchema = z
  .object({
    text: multiLineText(MAX_REWORK_TEXT, {
      messages: { required: K.text, tooLong: K.textTooLong, invalidCharacters: K.textInvalid },
    }),
    network: z.enum(NETWORK_IDS, { error: K.network }),
    action: z.enum(REWORK_ACTIONS, { error: K.action }),
    style: z.enum(STYLE_IDS, { error: K.style }).optional(),
    language: z.enum(CAPTION_LANGUAGES, { error: K.language }).optional(),
    targetNetwork: z.enum(NETWORK_IDS, { error: K.target }).optional(),
    brandId: RecordIdSchema.optional(),
    /** `thread` only: each post ends with " 1/5", counted in its length (default true). */
    numbering: z.boolean({ error: K.numbering }).optional(),
    /** The history entry the caption came from: the rework is saved as a new version of it. */
    entryId: RecordIdSchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.action === 'restyle' && !value.style)
      ctx.addIssue({ code: 'custom', path: ['style'], message: K.style });
    if (value.action === 'translate' && !value.language)
      ctx.addIssue({ code: 'custom', path: ['language'], message: K.language });
    if (value.action === 'adapt' && !value.targetNetwork)
      ctx.addIssue({ code: 'custom', path: ['targetNetwork'], message: K.target });
    if ((value.action === 'thread' || value.action === 'join') && !isThreadNetwork(value.network))
      ctx.addIssue({ code: 'custom', path: ['network'], message: K.threadNetwork });
    else if (value.action === 'join' && joinThread(value.text, value.network) === null)
      ctx.addIssue({ code: 'custom', path: ['text'], message: K.joinTooLong });
  });
export type ReworkRequest = z.output<typeof ReworkRequestSchema>;

/** The network a rework's result is for: the target network when adapting, else the caption's own. */
export function reworkNetwork(request: Pick<ReworkRequest, 'action' | 'network' | 'targetNetwork'>) {
  return request.action === 'adapt' && request.targetNetwork ? request.targetNetwork : request.network;
}
