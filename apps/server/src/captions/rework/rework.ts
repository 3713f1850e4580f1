import { type ReworkRequest, TIER_LIMITS, type UsageView } from '@captia/shared';
import { AppError } from '#server/http/errors.ts';
import { saveHistory, versionRoot } from '#server/lib/history-rows.ts';
import { gateRework } from '#server/lib/plan.ts';
import { checkQuotaRoom, reserve } from '#server/usage';
import {
  type Actor,
  accountForWork,
  engineOutcome,
  modelCallsOf,
  ownBrand,
  stored,
  type WorkDeps,
  type WorkEvents,
} from '../counted-work';
import type { ReworkResult, ReworkService } from './rework.service';

export interface ReworkDeps extends WorkDeps {
  service: ReworkService;
}

export type ReworkAnswer = ReworkResult & { usage: UsageView };

/**
 * One caption reworked, top to bottom as a generation is: the history entry it comes from
 * (the account's own, 404), the account and its plan's gates (403; a translation needs a model,
 * 422), the brand (404), room in the quota (429), one use reserved, the engine — the model or
 * the offline rework, through the guardrails and the network rules — then the new version kept
 * under its entry. The use goes back when nothing was delivered (decision 0013).
 */
export async function rework(
  deps: ReworkDeps,
  actor: Actor,
  request: ReworkRequest,
  events: WorkEvents,
): Promise<ReworkAnswer> {
  const parentId = request.entryId ? await versionRoot(deps.db, actor.userId, request.entryId) : null;
  if (request.entryId && !parentId) throw new AppError(404, 'not_found');
  const { plan, usageRow, brand: askedBrand } = await accountForWork(deps.db, actor.userId, request.brandId);
  gateRework(plan, request);
  if (request.action === 'translate' && !deps.service.ai) throw new AppError(422, 'ai_required');
  const brand = ownBrand(askedBrand);
  const account = { userId: actor.userId, plan };
  await checkQuotaRoom(deps, account, 1, { row: usageRow });

  const reservation = await reserve(deps, account, 1);
  const calls = modelCallsOf(deps, actor, plan, 'rework');
  const limits = TIER_LIMITS[plan.tier];
  const result = await engineOutcome(
    deps.service.rework(request, {
      language: actor.language,
      rules: { emojis: limits.emojis, hashtags: limits.hashtags },
      brand,
      stream: events.stream,
      onEvent: events.emit,
      signal: events.signal,
      tier: plan.tier,
      onModelCalls: calls.add,
    }),
    { deps, kind: 'rework', calls, reservation, events },
  );

  await stored(
    saveHistory(
      deps.db,
      actor.userId,
      { kind: 'rework', ...request },
      { captions: [result.caption], source: result.source },
      { parentId },
    ),
    { deps, reservation, events },
  );
  return { ...result, usage: reservation.usage };
}
