import type { AreaRegExps } from './types';

// apps/server/src/captions/basic/**

/** The regular expressions of this area the checker needs told about (see ./types.ts). */
export const AREA: AreaRegExps = { dynamic: [], allowed: [] };
