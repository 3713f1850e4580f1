import type { AreaRegExps } from './types';

// packages/shared/src/** and the rest of apps/server/src

/** The regular expressions of this area the checker needs told about (see ./types.ts). */
export const AREA: AreaRegExps = { dynamic: [], allowed: [] };
