import { avoidList } from '../../src/captions/guardrails/avoid';
import { tellsFor } from '../../src/captions/guardrails/tells';
import { stickyWholeWords, wholeWords } from '../../src/captions/guardrails/text';
import type { AreaRegExps } from './types';

// apps/server/src/captions/** other than basic/ (guardrails, rework, campaigns, the model)

const TEXT = 'apps/server/src/captions/guardrails/text.ts';

/**
 * The tells' and avoided words' patterns are built by one function from sources made of the same
 * few parts: letters (each a class of its accented forms), `[ \t\u00A0]+` for a space, `['’]`,
 * alternations of words, optional words, and `{x}`, a gap of one to six words. The samples hold
 * each part: a list of words, avoided words with spaces, digits and punctuation, phrases with
 * optional words, and the gap in each shape it is used in (every tell is also run on its own
 * words repeated by guardrails/linear.test.ts). Checking all 75 tells takes the checker ~100 s.
 */
const GAP_SAMPLE = tellsFor('en-US').find(
  (t) => t.re.source.includes('{0,5}?') && t.re.source.includes('l[eéèêë]v[eéèêë]l'),
)?.re as RegExp;
/** The gap before a dash: "it's not just coffee — it's a ritual" (its gap ends in no hyphen). */
const DASH_GAP_SAMPLE = tellsFor('en-US').find((t) => t.re.source.includes('(?<!-)'))?.re as RegExp;

export const AREA: AreaRegExps = {
  dynamic: [
    {
      file: TEXT,
      contains: "'gimu'",
      why: 'wholeWords: a tell or an avoided word, as whole words; the samples hold each part a source is made of (see above)',
      samples: () => [
        // Words: "is a testament to" and its kind, longest first.
        ...tellsFor('en-US')
          .filter((t) => t.re.source.includes('t[eéèêë]st[aáàâãä]m[eéèêë][nñ]t'))
          .slice(0, 1)
          .map((t) => t.re),
        // A phrase with optional words and alternations ("in today's fast-paced world").
        tellsFor('en-US')[0]?.re as RegExp,
        // A tell of each other language with optional words.
        tellsFor('pt-BR').find((t) => !t.re.source.includes('{0,5}?'))?.re as RegExp,
        tellsFor('es-ES').find((t) => !t.re.source.includes('{0,5}?'))?.re as RegExp,
        ...(avoidList(['cheap', 'low cost', 'R$ 5,00', "it's", 'pão-de-ló', 'café & bar'])?.patterns ?? []),
        wholeWords('{x}'),
        GAP_SAMPLE,
        DASH_GAP_SAMPLE,
      ],
    },
    {
      file: TEXT,
      contains: "'imuy'",
      why: 'stickyWholeWords: an avoided word without the lookbehind, tried at one position (sticky); the same sources as the avoided words',
      samples: () =>
        ['cheap', 'low cost', 'R$ 5,00', "it's", 'pão-de-ló'].map((w) =>
          stickyWholeWords(w.replace(/[$]/g, '\\$')),
        ),
    },
  ],
  allowed: [
    {
      file: TEXT,
      pattern: GAP_SAMPLE.source,
      why: 'The gap `(?:(?:W+S+){0,5}?W+)` is at most six words: a start reads six words at most and the checker, which counts the bounded repeat as unbounded, calls it polynomial. Measured linear on its attack strings and on every tell with a gap (guardrails/linear.test.ts).',
    },
  ],
};
