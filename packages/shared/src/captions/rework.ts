import { z } from 'zod';
import { multiLineText, RecordIdSchema } from '../schemas/text';
import { CAPTION_LANGUAGES, NETWORK_IDS, STYLE_IDS } from './options';

/** The one-click changes to a caption. */
export const REWORK_ACTIONS = ['shorter', 'longer', 'fit', 'restyle', 'translate', 'adapt'] as const;
export type ReworkAction = (typeof REWORK_ACTIONS)[number];

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
  });
export type ReworkRequest = z.output<typeof ReworkRequestSchema>;

/** The network a rework's result is for: the target network when adapting, else the caption's own. */
export function reworkNetwork(request: Pick<ReworkRequest, 'action' | 'network' | 'targetNetwork'>) {
  return request.action === 'adapt' && request.targetNetwork ? request.targetNetwork : request.network;
}
