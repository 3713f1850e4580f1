import type { AreaRegExps } from './types';

// apps/server/src/captions/** other than basic/ (guardrails, rework, campaigns, the model)

/** The regular expressions of this area the checker needs told about (see ./types.ts). */
export const AREA: AreaRegExps = { dynamic: [], allowed: [] };
