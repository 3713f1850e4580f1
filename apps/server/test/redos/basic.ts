import { TIME_WORD, WHEN } from '../../src/captions/basic/facts';
import { avoidPattern } from '../../src/captions/basic/voice';
import { DATE, PLACE, TIME } from '../../src/captions/basic/weave';
import type { AreaRegExps } from './types';

// apps/server/src/captions/basic/**

const FACTS = 'apps/server/src/captions/basic/facts.ts';
const WEAVE = 'apps/server/src/captions/basic/weave.ts';
const VOICE = 'apps/server/src/captions/basic/voice.ts';

/** Words to avoid as brands write them: words, phrases, accents, signs, doubled spaces. */
const AVOID_LISTS = [
  ['cheap'],
  ['cheap', 'cheap deals', 'deals', 'barato', 'promoção imperdível'],
  ['café', 'cafe', 'açaí', 'niño', 'crème brûlée'],
  ['cutting-edge', 'c++', '$$$', 'a.b', '(x)', 'no. 1', '#1', 'a/b', '[x]', 'a|b'],
  ['a  b', 'x   y z', 'a b', 'a  b  c', 'e e e'],
  ['a', 'b', 'ab', 'a b', 'aa', 'a-a', 'a - a', '- -'],
];

/** The regular expressions of this area the checker needs told about (see ./types.ts). */
export const AREA: AreaRegExps = {
  dynamic: [
    {
      file: WEAVE,
      contains: 'DATE_LEAD})\\\\s+',
      why: 'One lead word of a date and its spaces, from constant word lists: the one pattern it builds.',
      samples: () => [DATE.lead],
    },
    {
      file: WEAVE,
      contains: 'DAY}(?![\\\\p{L}])',
      why: 'A day (weekday, month, day of the month), from constant word lists: the one pattern it builds.',
      samples: () => [DATE.body],
    },
    {
      file: WEAVE,
      contains: 'CLOCK})',
      why: 'A time of day, from constant word lists: the one pattern it builds.',
      samples: () => [TIME],
    },
    {
      file: WEAVE,
      contains: 'PLACE_PREP})',
      why: 'A place after a preposition, from constant word lists: the one pattern it builds.',
      samples: () => [PLACE],
    },
    {
      file: FACTS,
      contains: 'LEAD})\\\\s+',
      why: 'One lead word of a date and its spaces, from constant word lists: the one pattern it builds.',
      samples: () => [WHEN.lead],
    },
    {
      file: FACTS,
      contains: 'RELATIVE})',
      why: 'A date with its time, from constant word lists: the one pattern it builds.',
      samples: () => [WHEN.body],
    },
    {
      file: FACTS,
      contains: 'MONTHS})$',
      why: 'A weekday or month name, anchored, from constant word lists: the one pattern it builds.',
      samples: () => [TIME_WORD],
    },
    {
      file: VOICE,
      contains: "alternatives.join('|')",
      why:
        "A brand's words to avoid as alternatives: each a fixed word, its letters as classes of accents, " +
        'signs escaped, a run of n spaces as \\s{n,}; samples cover one word, phrases, accents, signs, ' +
        'doubled spaces and words that are prefixes of others.',
      samples: () => AVOID_LISTS.map((words) => avoidPattern(words) as RegExp),
    },
    {
      file: VOICE,
      contains: 'voice.avoid.source',
      why: 'The pattern of avoidPattern, global: the same samples with the g flag.',
      samples: () => AVOID_LISTS.map((words) => new RegExp((avoidPattern(words) as RegExp).source, 'giu')),
    },
  ],
  allowed: [],
};
