import type { z } from 'zod';
import type { CaptionOptionsSchema } from '../contract/captions';
import type { Messages } from '../i18n/locales/en-US';
import { LANGUAGES } from '../languages';
import { NETWORK_LIMITS } from './networks';
import {
  LENGTH_IDS,
  MAX_BRIEF_LENGTH,
  MAX_VARIANTS,
  MIN_VARIANTS,
  NETWORK_IDS,
  POST_TYPE_IDS,
  STYLE_IDS,
} from './options';

/** `GET /api/options`: every generator option with its label, so the form and other clients build from one source. */
export type CaptionOptions = z.infer<typeof CaptionOptionsSchema>;

/** A network with its limits, the unit in words in the same language as the labels. */
export type NetworkOption = CaptionOptions['networks'][number];

/** What the server's configuration offers; neither unless told (the basic generator, no photos without text). */
export type CaptionFeatures = CaptionOptions['features'];
const NO_FEATURES: CaptionFeatures = { ai: false, vision: false };

export function captionOptions(messages: Messages, features: CaptionFeatures = NO_FEATURES): CaptionOptions {
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
          maxBytes: row.maxBytes ?? null,
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
    features: { ...features },
  };
}
