import { GATING_MESSAGE_KEYS, gatingViolations, type Tier, validateCaptionRequest } from '@captia/shared';
import type { GenerateRequest } from './form';

/** The message of a photo sent without words to a server whose model cannot see it. */
export const PHOTO_TEXT_REQUIRED_KEY = 'generator.photo.textRequired';

/** Where a problem is shown: next to its field, or above the generate button. */
export type ProblemField = 'networks' | 'text' | 'form';

export interface FormProblem {
  field: ProblemField;
  /** A catalog key and its values, translated where it is shown (so a language switch follows). */
  key: string;
  values?: Record<string, string | number>;
  /** Plan gating: the message comes with a link to the plans. */
  upgrade?: boolean;
}

/**
 * The rules the server applies, checked first here for a friendly message (docs/product.md,
 * Generation): the shared request schema, then the plan's gates. Loaded on demand: the schema
 * brings zod, which the first load of `/` does without.
 */
export function findProblem(
  request: GenerateRequest,
  tier: Tier,
  features: { vision?: boolean } = {},
): FormProblem | null {
  const validation = validateCaptionRequest(request);
  if (!validation.success) {
    const { field, messageKey, values } = validation.problem;
    return { field: field === 'networks' || field === 'text' ? field : 'form', key: messageKey, values };
  }
  // A photo alone is enough only for a model that sees (decision 0018); else it needs words.
  if (request.image && request.text.trim() === '' && !features.vision)
    return { field: 'text', key: PHOTO_TEXT_REQUIRED_KEY };
  const [violation] = gatingViolations(tier, request);
  return violation ? { field: 'form', key: GATING_MESSAGE_KEYS[violation], upgrade: true } : null;
}
