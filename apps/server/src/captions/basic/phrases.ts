import type { StyleId } from '@captia/shared';
import type { Tone } from './data/types';

/** The phrase packs' shape (each language's lines are in data/<language>/phrases.ts). */
export type { PhrasePack, Tone } from './data/types';

export const STYLE_TONE: Readonly<Record<StyleId, Tone>> = {
  professional: 'formal',
  informative: 'formal',
  casual: 'warm',
  friendly: 'warm',
  funny: 'playful',
  bold: 'bold',
  persuasive: 'bold',
  inspirational: 'uplift',
};

/** Styles whose call to action asks directly ("Order yours today") rather than invites. */
export const DIRECT_STYLES: ReadonlySet<StyleId> = new Set(['persuasive', 'bold']);
