import {
  FORMAT_IDS,
  type FormatId,
  formatsFor,
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
  /** The brand voice picked; null sends none, and the server applies the account's default brand. */
  brandId: string | null;
  /** The photo to write from, already scaled down in the browser (a JPEG `data:` URL); null for none. */
  image: string | null;
  /** A link to write from, read and shown to the user already (LinkField); null for none. */
  link: string | null;
  /** The post's shape: one of `formatsFor(networks)` (one caption, a thread, a carousel). */
  format: FormatId;
  /** A thread's posts end with their place (" 1/5"); sent with threads only. */
  numbering: boolean;
}

/** The request body sent for a form (the caption language settled, a brand only when one is picked). */
export type GenerateRequest = Omit<GeneratorForm, 'language' | 'brandId' | 'image' | 'link' | 'numbering'> & {
  language: Language;
  numbering?: boolean;
  brandId?: string;
  image?: string;
  link?: string;
};

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
  brandId: null,
  image: null,
  link: null,
  format: 'single',
  numbering: true,
};

/**
 * The form with a format its networks all take: a format the networks no longer offer (one was
 * added that does not take it) falls back to a single caption, as the picker shows it.
 */
export function withOfferedFormat(form: GeneratorForm): GeneratorForm {
  return formatsFor(form.networks).includes(form.format) ? form : { ...form, format: 'single' };
}

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
  // A history entry's brand (the picker drops it if the brand is gone).
  if (typeof raw.brandId === 'string' && raw.brandId) next.brandId = raw.brandId;
  // A visitor's photo kept through sign-up (a history entry keeps a thumbnail, not the photo).
  if (typeof raw.image === 'string' && raw.image.startsWith('data:image/')) next.image = raw.image;
  // Drafts and history rows from before formats have none: the form's stays.
  if (oneOf(FORMAT_IDS, raw.format)) next.format = raw.format;
  if (typeof raw.numbering === 'boolean') next.numbering = raw.numbering;
  return withOfferedFormat(next);
}

export function toRequest(form: GeneratorForm, interfaceLanguage: Language): GenerateRequest {
  const { brandId, image, link, numbering, ...rest } = form;
  return {
    ...rest,
    language: form.language ?? interfaceLanguage,
    ...(form.format === 'thread' ? { numbering } : {}),
    ...(brandId ? { brandId } : {}),
    ...(image ? { image } : {}),
    ...(link ? { link } : {}),
  };
}
