import type { Messages } from '../i18n/locales/en-US';
import { LANGUAGES, type Language } from '../languages';
import { type LengthUnit, NETWORK_LIMITS } from './networks';
import {
  LENGTH_IDS,
  type LengthId,
  MAX_BRIEF_LENGTH,
  MAX_VARIANTS,
  MIN_VARIANTS,
  NETWORK_IDS,
  type NetworkId,
  POST_TYPE_IDS,
  type PostTypeId,
  STYLE_IDS,
  type StyleId,
} from './options';

export interface OptionItem<Id extends string> {
  id: Id;
  label: string;
}

export interface NetworkOption extends OptionItem<NetworkId> {
  limits: {
    maxLength: number;
    unit: LengthUnit;
    /** The unit in words, in the same language as the labels. */
    unitLabel: string;
    maxHashtags: number | null;
    verifiedAt: string;
  };
}

/** `GET /api/options`: every generator option with its label, so the form and other clients build from one source. */
export interface CaptionOptions {
  networks: NetworkOption[];
  postTypes: OptionItem<PostTypeId>[];
  styles: OptionItem<StyleId>[];
  lengths: OptionItem<LengthId>[];
  languages: OptionItem<Language>[];
  variants: { min: number; max: number };
  maxTextLength: number;
}

export function captionOptions(messages: Messages): CaptionOptions {
  const c = messages.captions;
  return {
    networks: NETWORK_IDS.map((id) => {
      const row = NETWORK_LIMITS[id];
      return {
        id,
        label: c.networks[id],
        limits: {
          maxLength: row.maxLength,
          unit: row.unit,
          unitLabel: c.units[row.unit],
          maxHashtags: row.maxHashtags,
          verifiedAt: row.verifiedAt,
        },
      };
    }),
    postTypes: POST_TYPE_IDS.map((id) => ({ id, label: c.postTypes[id] })),
    styles: STYLE_IDS.map((id) => ({ id, label: c.styles[id] })),
    lengths: LENGTH_IDS.map((id) => ({ id, label: c.lengths[id] })),
    languages: LANGUAGES.map((id) => ({ id, label: c.languages[id] })),
    variants: { min: MIN_VARIANTS, max: MAX_VARIANTS },
    maxTextLength: MAX_BRIEF_LENGTH,
  };
}
