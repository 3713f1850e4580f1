import {
  isLanguage,
  isNetworkId,
  type Language,
  LENGTH_IDS,
  type LengthId,
  MAX_VARIANTS,
  MIN_VARIANTS,
  type NetworkId,
  POST_TYPE_IDS,
  type PostTypeId,
  STYLE_IDS,
  type StyleId,
} from '@captia/shared';

/** What the form holds: the request model of `POST /api/functions/generate-captions`. */
export interface GeneratorForm {
  networks: NetworkId[];
  postType: PostTypeId;
  style: StyleId;
  length: LengthId;
  variants: number;
  emojis: boolean;
  hashtags: boolean;
  text: string;
  /** The caption language; null follows the interface language until the user picks one. */
  language: Language | null;
}

/** The request body sent for a form (the caption language settled). */
export type GenerateRequest = Omit<GeneratorForm, 'language'> & { language: Language };

export const INITIAL_FORM: GeneratorForm = {
  networks: ['instagram'],
  postType: 'product-promotion',
  style: 'friendly',
  length: 'short',
  variants: 1,
  emojis: false,
  hashtags: false,
  text: '',
  language: null,
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Lays settings from outside the form (a kept draft, an example, a history entry) over
 * `form`, keeping only values the form can show: sessionStorage and old history rows are
 * not trusted to match today's option lists.
 */
export function mergeIntoForm(form: GeneratorForm, input: unknown): GeneratorForm {
  if (typeof input !== 'object' || input === null) return form;
  const raw = input as Record<string, unknown>;
  const next = { ...form };
  if (Array.isArray(raw.networks)) next.networks = [...new Set(raw.networks.filter(isNetworkId))];
  if (oneOf(POST_TYPE_IDS, raw.postType)) next.postType = raw.postType;
  if (oneOf(STYLE_IDS, raw.style)) next.style = raw.style;
  if (oneOf(LENGTH_IDS, raw.length)) next.length = raw.length;
  const variants = raw.variants;
  if (typeof variants === 'number' && Number.isInteger(variants))
    next.variants = Math.min(Math.max(variants, MIN_VARIANTS), MAX_VARIANTS);
  if (typeof raw.emojis === 'boolean') next.emojis = raw.emojis;
  if (typeof raw.hashtags === 'boolean') next.hashtags = raw.hashtags;
  if (typeof raw.text === 'string') next.text = raw.text;
  if (isLanguage(raw.language)) next.language = raw.language;
  return next;
}

export function toRequest(form: GeneratorForm, interfaceLanguage: Language): GenerateRequest {
  return { ...form, language: form.language ?? interfaceLanguage };
}
