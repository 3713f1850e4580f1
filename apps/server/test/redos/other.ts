import { emojiRegex, REDUNDANT_OPENING, wholeNumberPattern } from '@captia/shared';
import { API_OPERATIONS } from '@captia/shared/operations';
import { operationPathPattern } from '../../src/keys/bearer';
import type { AreaRegExps } from './types';

// packages/shared/src/** and the rest of apps/server/src

/** The regular expressions of this area the checker needs told about (see ./types.ts). */
export const AREA: AreaRegExps = {
  dynamic: [
    {
      file: 'packages/shared/src/captions/text.ts',
      contains: 'EMOJI_SOURCE',
      why: 'One emoji sequence, from a constant source: the one pattern it builds.',
      samples: () => [emojiRegex()],
    },
    {
      file: 'packages/shared/src/captions/alt-text.ts',
      contains: 'image|imagem|imagen',
      why: 'The openings screen readers make redundant, joined from constant parts: the one pattern it builds.',
      samples: () => [REDUNDANT_OPENING],
    },
    {
      file: 'packages/shared/src/contract/declare.ts',
      contains: '[1-9][0-9]{0,',
      why: 'Digits up to the length of a query bound: only the count varies; bounds of 1 to 10 digits.',
      samples: () => [1, 9, 99, 365, 100_000, 9_999_999_999].map(wholeNumberPattern),
    },
    {
      file: 'apps/server/src/keys/bearer.ts',
      contains: 'path.replace(',
      why: 'Each contract path with its {parameters} as one segment: every operation of the contract.',
      samples: () => API_OPERATIONS.map((op) => operationPathPattern(op.path)),
    },
  ],
  allowed: [],
};
