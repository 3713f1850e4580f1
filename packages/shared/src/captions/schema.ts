import { z } from 'zod';
import type { Language } from '../languages';
import {
  CAPTION_LANGUAGES,
  LENGTH_IDS,
  MAX_BRIEF_LENGTH,
  MAX_VARIANTS,
  MIN_VARIANTS,
  NETWORK_IDS,
  type NetworkId,
  POST_TYPE_IDS,
  STYLE_IDS,
} from './options';

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
  languageInvalid: 'captions.validation.languageInvalid',
} as const;

const K = CAPTION_VALIDATION_KEYS;

/**
 * The generation request (ARCHITECTURE.md §4). One schema for the form and the server;
 * its messages are catalog keys, translated where they are shown. `language` is the
 * caption language; when absent the interface language is used.
 */
export const CaptionRequestSchema = z.object({
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
  text: z
    .string({ error: K.textRequired })
    .trim()
    .min(1, { error: K.textRequired })
    .max(MAX_BRIEF_LENGTH, { error: K.textTooLong }),
  language: z.enum(CAPTION_LANGUAGES, { error: K.languageInvalid }).optional(),
});

export type CaptionRequestInput = z.input<typeof CaptionRequestSchema>;
export type CaptionRequest = z.output<typeof CaptionRequestSchema>;
/** A validated request whose caption language is settled. */
export type ResolvedCaptionRequest = CaptionRequest & { language: Language };

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
  | 'caption_options_invalid';

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

/** Validates a request and names its first problem as an API error code plus a catalog key. */
export function validateCaptionRequest(input: unknown): CaptionRequestValidation {
  const parsed = CaptionRequestSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const messageKey = issue && KNOWN_KEYS.has(issue.message) ? issue.message : 'errors.api.bad_request';
  const values: Record<string, string | number> = {};
  let code: CaptionRequestErrorCode = 'caption_options_invalid';
  if (messageKey === K.networksRequired) code = 'caption_networks_required';
  else if (messageKey === K.textRequired) code = 'caption_text_required';
  else if (messageKey === K.textTooLong) {
    code = 'caption_text_too_long';
    values.max = MAX_BRIEF_LENGTH;
  } else if (messageKey === K.variantsInvalid) {
    values.min = MIN_VARIANTS;
    values.max = MAX_VARIANTS;
  }
  return { success: false, problem: { code, field, messageKey, values } };
}

export type CaptionSource = 'ai' | 'basic';

export interface Caption {
  network: NetworkId;
  /** 1-based. */
  variant: number;
  text: string;
  /** Length as the network counts it. */
  length: number;
  limit: number;
}

export interface CaptionResult {
  source: CaptionSource;
  /** Set when the AI service could not be reached and the basic generator answered. */
  notice?: string;
  captions: Caption[];
}

/** A caption as it is being written (streamed), before the network rules are applied. */
export interface CaptionDraft {
  network: NetworkId;
  variant: number;
  text: string;
}

/**
 * Server-sent events of `POST /api/functions/generate-captions` with
 * `Accept: text/event-stream`: `caption` (a CaptionDraft; it replaces the previous text
 * of that network and variant), `notice` ({message}), then `result` (the CaptionResult,
 * same as the JSON answer) or `error` (the API error body).
 */
export const CAPTION_STREAM_EVENTS = ['caption', 'notice', 'result', 'error'] as const;
export type CaptionStreamEventName = (typeof CAPTION_STREAM_EVENTS)[number];
