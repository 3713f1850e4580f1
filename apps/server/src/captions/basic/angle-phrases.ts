import type { Language } from '@captia/shared';
import { LANGUAGE_DATA } from './data';
import type { AngleData } from './data/types';

/**
 * What the offline generator writes for each angle of a campaign (docs/decisions/0029), in one
 * language: its lines (data/<language>/angle-phrases.ts, described in data/types.ts) with the
 * count of days and the numbered prefix made functions.
 */
export interface AnglePack extends Omit<AngleData, 'days' | 'numbered'> {
  /** "3 days", "1 day". */
  days: (n: number) => string;
  /** "Day 2:" — prefixed when every opening of an angle is taken, so no two slots open alike. */
  numbered: (angleLabel: string, n: number) => string;
}

/** `{label}` and `{n}` in a `numbered` template. */
const NUMBERED_SLOT = /\{(label|n)\}/g;

function anglePack({
  openings,
  bodies,
  ctas,
  details,
  today,
  days,
  numbered,
  angleLabels,
}: AngleData): AnglePack {
  return {
    openings,
    bodies,
    ctas,
    details,
    today,
    days: (n) => (n === 1 ? days.one : days.other.replace('{n}', () => String(n))),
    numbered: (label, n) =>
      numbered.replace(NUMBERED_SLOT, (_, slot: string) => (slot === 'label' ? label : String(n))),
    angleLabels,
  };
}

export const ANGLE_PACKS: Readonly<Record<Language, AnglePack>> = {
  'en-US': anglePack(LANGUAGE_DATA['en-US'].angles),
  'pt-BR': anglePack(LANGUAGE_DATA['pt-BR'].angles),
  'es-ES': anglePack(LANGUAGE_DATA['es-ES'].angles),
};
