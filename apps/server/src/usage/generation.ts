import { GATING_MESSAGE_KEYS, gatingViolations } from '@captia/shared';
import { currentUser } from '../auth/session';
import type { GenerationWrapper } from '../captions/captions.routes';
import { saveHistory } from '../history/history.service';
import { AppError } from '../http/errors';
import { countedRun } from './counted-run';

/** A generation: the plan's gates on the request, one counted use, the history row (with the photo's thumbnail). */
export const quotaAndHistory: GenerationWrapper = (c, request, generate, delivery, readPhoto) =>
  countedRun(c, {
    gate: (plan) => {
      const [violation] = gatingViolations(plan.tier, request);
      if (violation) throw new AppError(403, violation, { messageKey: GATING_MESSAGE_KEYS[violation] });
    },
    brandId: request.brandId,
    prepare: readPhoto ? () => readPhoto(currentUser(c).id) : undefined,
    run: ({ brand, prepared }) => generate({ brand, photo: prepared }),
    save: async (result, photo) => {
      await saveHistory(c.get('db'), currentUser(c).id, request, result, {
        thumbnail: photo?.thumbnail ?? null,
      });
    },
    delivery,
  });
