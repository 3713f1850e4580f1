import { z } from 'zod';
import type { CaptionSchema, GenerationResultSchema } from '../contract/captions';
import { LinkUrlSchema } from '../contract/links';
import type { CaptionDraftSchema } from '../contract/stream-events';
import type { Language } from '../languages';
import { multiLineText, RecordIdSchema } from '../schemas/text';
import { formatsFor } from './formats';
import {
  CAPTION_LANGUAGES,
  FORMAT_IDS,
  type FormatId,
  LENGTH_IDS,
  MAX_BRIEF_LENGTH,
  MAX_VARIANTS,
  MIN_VARIANTS,
  NETWORK_IDS,
  POST_TYPE_IDS,
  STYLE_IDS,
} from './options';
import { MAX_PHOTO_DATA_URL_LENGTH } from './photo';

/** Catalog keys (captions section) of the request's validation messages. */
export const CAPTION_VALIDATION_KEYS = {
  networksRequired: 'captions.validation.networksRequired',
  networkInvalid: 'captions.validation.networkInvalid',
  networksDuplicate: 'captions.validation.networksDuplicate',
  postTypeInvalid: 'captions.validation.postTypeInvalid',
  styleInvalid: 'captions.validation.styleInvalid',
  lengthInvalid: 'captions.validation.lengthInvalid',
  variantsInvalid: 'captions.validation.variantsInvalid',
  emojisInvalid: 'captions.validation.emojisInvalid',
  hashtagsInvalid: 'captions.validation.hashtagsInvalid',
  textRequired: 'captions.validation.textRequired',
  textTooLong: 'captions.validation.textTooLong',
  textInvalid: 'captions.validation.textInvalid',
  languageInvalid: 'captions.validation.languageInvalid',
  imageInvalid: 'captions.validation.imageInvalid',
  formatInvalid: 'captions.validation.formatInvalid',
  formatUnsupported: 'captions.validation.formatUnsupported',
  numberingInvalid: 'captions.validation.numberingInvalid',
} as const;

const K = CAPTION_VALIDATION_KEYS;

/**
 * The generation request (docs/architecture.md, HTTP contract). One schema for the form and the server;
 * its messages are catalog keys, translated where they are shown. `language` is the
 * caption language; when absent the interface language is used.
 */
export const CaptionRequestSchema = z
  .object({
    networks: z
      .array(z.enum(NETWORK_IDS, { error: K.networkInvalid }), { error: K.networksRequired })
      .min(1, { error: K.networksRequired })
      .refine((list) => new Set(list).size === list.length, { error: K.networksDuplicate }),
    postType: z.enum(POST_TYPE_IDS, { error: K.postTypeInvalid }),
    style: z.enum(STYLE_IDS, { error: K.styleInvalid }),
    length: z.enum(LENGTH_IDS, { error: K.lengthInvalid }),
    variants: z
      .number({ error: K.variantsInvalid })
      .int({ error: K.variantsInvalid })
      .min(MIN_VARIANTS, { error: K.variantsInvalid })
      .max(MAX_VARIANTS, { error: K.variantsInvalid }),
    emojis: z.boolean({ error: K.emojisInvalid }),
    hashtags: z.boolean({ error: K.hashtagsInvalid }),
    // The shared text rule (a brief may hold line breaks and tabs, no other control characters).
    // It may be empty only next to a photo (checked below, on the whole request).
    text: multiLineText(MAX_BRIEF_LENGTH, {
      min: 0,
      messages: { required: K.textRequired, tooLong: K.textTooLong, invalidCharacters: K.textInvalid },
    }).default(''),
    language: z.enum(CAPTION_LANGUAGES, { error: K.languageInvalid }).optional(),
    /** One of the account's brand voices; without it the account's default brand applies. */
    brandId: RecordIdSchema.optional(),
    /**
     * A photo to write from: a `data:` URL of a JPEG, PNG or WebP (decision 0018). The server
     * decodes it, trusts only what it decodes and re-encodes it without metadata; a link is
     * refused (the server never fetches an image).
     */
    image: z
      .string({ error: K.imageInvalid })
      .min(1, { error: K.imageInvalid })
      .max(MAX_PHOTO_DATA_URL_LENGTH, { error: K.imageInvalid })
      .optional()
      .meta({
        description: 'A data: URL (base64) of a JPEG, PNG or WebP photo of up to 10 MB and 40 megapixels.',
      }),
    /**
     * A page to write from (decision 0031): the server reads it before any use is counted, the
     * text (if any) becomes instructions on top, and the captions carry the link where the
     * network makes it useful.
     */
    link: LinkUrlSchema.optional(),
    /**
     * The post's shape (decision 0034): one caption, a thread (X, Threads, Bluesky, Mastodon) or
     * a carousel (Instagram, LinkedIn). Every chosen network must take it.
     */
    format: z.enum(FORMAT_IDS, { error: K.formatInvalid }).default('single').meta({
      description:
        'single (default), thread (x, threads, bluesky, mastodon) or carousel (instagram, linkedin).',
    }),
    /** A thread's posts end with their place ("1/5"), counted in their length. */
    numbering: z.boolean({ error: K.numberingInvalid }).default(true).meta({
      description: 'Threads only: each post ends with " 1/5", counted in its length. Default true.',
    }),
  })
  .refine((request) => formatsFor(request.networks).includes(request.format), {
    error: K.formatUnsupported,
    path: ['format'],
  })
  .refine((request) => request.text !== '' || request.image !== undefined || request.link !== undefined, {
    error: K.textRequired,
    path: ['text'],
  });

export type CaptionRequestInput = z.input<typeof CaptionRequestSchema>;
export type CaptionRequest = z.output<typeof CaptionRequestSchema>;
/**
 * A validated request whose caption language is settled. Its format may be left out by the
 * engine's own callers (a campaign's slot, a rework): it is then a single caption.
 */
export type ResolvedCaptionRequest = Omit<CaptionRequest, 'format' | 'numbering'> & {
  language: Language;
  format?: FormatId;
  numbering?: boolean;
};

/** The format a request asks for, and whether a thread's posts are numbered. */
export function formatOf(request: Pick<ResolvedCaptionRequest, 'format' | 'numbering'>) {
  return { format: request.format ?? 'single', numbering: request.numbering ?? true } as const;
}

export function resolveCaptionLanguage(
  request: CaptionRequest,
  interfaceLanguage: Language,
): ResolvedCaptionRequest {
  return { ...request, language: request.language ?? interfaceLanguage };
}

/** API error codes of a refused request (also listed in ERROR_CODES). */
export type CaptionRequestErrorCode =
  | 'caption_networks_required'
  | 'caption_text_required'
  | 'caption_text_too_long'
  | 'caption_options_invalid'
  | 'image_invalid';

export interface CaptionRequestProblem {
  code: CaptionRequestErrorCode;
  field: string;
  messageKey: string;
  values: Record<string, string | number>;
}

export type CaptionRequestValidation =
  | { success: true; data: CaptionRequest }
  | { success: false; problem: CaptionRequestProblem };

const KNOWN_KEYS = new Set<string>(Object.values(CAPTION_VALIDATION_KEYS));

/**
 * The first problem of a refused caption request as an API error code plus a catalog key;
 * null when the error is not about a caption request's fields (another schema's).
 */
export function captionRequestProblem(error: z.ZodError): CaptionRequestProblem | null {
  const issue = error.issues[0];
  if (!issue || !KNOWN_KEYS.has(issue.message)) return null;
  const field = String(issue.path[0] ?? '');
  const messageKey = issue.message;
  const values: Record<string, string | number> = {};
  let code: CaptionRequestErrorCode = 'caption_options_invalid';
  if (messageKey === K.networksRequired) code = 'caption_networks_required';
  else if (messageKey === K.textRequired) code = 'caption_text_required';
  else if (messageKey === K.imageInvalid) code = 'image_invalid';
  else if (messageKey === K.textTooLong) {
    code = 'caption_text_too_long';
    values.max = MAX_BRIEF_LENGTH;
  } else if (messageKey === K.variantsInvalid) {
    values.min = MIN_VARIANTS;
    values.max = MAX_VARIANTS;
  }
  return { code, field, messageKey, values };
}

/** Validates a request and names its first problem as an API error code plus a catalog key. */
export function validateCaptionRequest(input: unknown): CaptionRequestValidation {
  const parsed = CaptionRequestSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const problem = captionRequestProblem(parsed.error) ?? {
    code: 'caption_options_invalid' as const,
    field: String(parsed.error.issues[0]?.path[0] ?? ''),
    messageKey: 'errors.api.bad_request',
    values: {},
  };
  return { success: false, problem };
}

/** One finished caption (the contract's schema). */
export type Caption = z.infer<typeof CaptionSchema>;

/** What an engine returns: the generation answer without the usage the quota adds. */
export type CaptionResult = Omit<z.infer<typeof GenerationResultSchema>, 'usage'>;

export type CaptionSource = CaptionResult['source'];

/** A caption as it is being written (streamed), before the network rules are applied (contract/stream-events.ts). */
export type CaptionDraft = z.infer<typeof CaptionDraftSchema>;
