import {
  type CaptionRequest,
  type CaptionResult,
  type Language,
  type ResolvedCaptionRequest,
  resolveCaptionLanguage,
  type UsageView,
} from '@captia/shared';
import { AppError } from '../http/errors';
import { saveHistory } from '../lib/history-rows';
import { gateGeneration } from '../lib/plan';
import { type PageContent, withScheme } from '../links';
import { checkQuotaRoom, reserve } from '../usage';
import { emitEvent } from '../webhooks';
import type { CaptionService } from './captions.service';
import {
  type Actor,
  accountForWork,
  engineOutcome,
  modelCallsOf,
  ownBrand,
  stored,
  type WorkDeps,
  type WorkEvents,
} from './counted-work';
import { photoBytes, readPhoto } from './image/photo';

export interface GenerationDeps extends WorkDeps {
  service: CaptionService;
  /** The model sees photos (AI_VISION): the decoded photo goes to it. */
  vision: boolean;
  /** Reads the request's link for the actor (within the link limits); a refusal is a 4xx before any use is counted. */
  readLink(actor: Actor, url: string): Promise<PageContent>;
}

export interface GenerationInput {
  request: ResolvedCaptionRequest;
  /**
   * The photo's bytes as sent, already checked from the text alone (a data URL, base64): decoded
   * only once the plan, the brand and the quota allow a use, and before one is reserved.
   */
  photo: Buffer | null;
}

/**
 * A validated request as a generation's input, whoever sent it (the route, the MCP tool): its
 * caption language settled (the asker's language when it names none), and its photo checked
 * from the text alone. The photo never travels further as sent: not into the engines, not into
 * history's request. Without a model that sees (`vision`), captions are written from the text
 * alone, so a photo then needs a text or a link. A link or bad base64 is refused here; the photo
 * is decoded once the plan and the quota allow a use, before one is reserved (`generate`): an
 * account at its cap never pays for the decoding, and a refused photo is never counted.
 */
export function generationInput(body: CaptionRequest, language: Language, vision: boolean): GenerationInput {
  const { image, ...fields } = body;
  const request = resolveCaptionLanguage(fields, language);
  if (image !== undefined && !vision && request.text === '' && request.link === undefined)
    throw new AppError(400, 'caption_text_required', {
      messageKey: 'captions.validation.photoTextRequired',
    });
  return { request, photo: image === undefined ? null : photoBytes(image) };
}

export type GenerationAnswer = CaptionResult & { usage: UsageView; entryId?: string };

/**
 * One generation, top to bottom: the account and its plan's gates (403), the brand asked for
 * (404), room in the quota (429), the link read and the photo decoded, one use reserved (429
 * when a concurrent request took the last one), the engine — the AI model or the basic
 * generator, every caption through the guardrails and the network rules — then the history row
 * with the photo's thumbnail. The use goes back when nothing was delivered (decision 0013).
 */
export async function generate(
  deps: GenerationDeps,
  actor: Actor,
  { request, photo }: GenerationInput,
  events: WorkEvents,
): Promise<GenerationAnswer> {
  const { plan, usageRow, brand: askedBrand } = await accountForWork(deps.db, actor.userId, request.brandId);
  gateGeneration(plan, request);
  const brand = ownBrand(askedBrand);
  const account = { userId: actor.userId, plan };
  await checkQuotaRoom(deps, account, 1, { row: usageRow });

  // The link first (a refusal there is quick), then the photo; both before a use is reserved.
  // The captions carry the link as the user gave it (a shortener they track stays theirs).
  const source = request.link
    ? { ...(await deps.readLink(actor, request.link)), url: withScheme(request.link) }
    : null;
  const decoded = photo ? await readPhoto(photo, actor.userId) : null;

  const reservation = await reserve(deps, account, 1);
  const calls = modelCallsOf(deps, actor, plan, 'generation');
  const result = await engineOutcome(
    deps.service.generate(request, {
      tier: plan.tier,
      onModelCalls: calls.add,
      language: actor.language,
      stream: events.stream,
      onEvent: events.emit,
      signal: events.signal,
      brand,
      image: deps.vision && decoded ? { data: decoded.data, mediaType: decoded.mediaType } : null,
      source,
      photo: Boolean(decoded),
    }),
    { deps, kind: 'generation', calls, reservation, events },
  );

  // The entry the captions are saved as: the answer names it (an alt text is edited there).
  const entryId = await stored(
    saveHistory(deps.db, actor.userId, request, result, { thumbnail: decoded?.thumbnail ?? null }),
    { deps, reservation, events },
  );
  // The account's automations hear of it (decision 0058); a failure to queue is only logged.
  await emitEvent(
    deps.db,
    actor.userId,
    'generation.completed',
    {
      historyId: entryId ?? null,
      source: result.source,
      captions: result.captions.map((c) => ({ network: c.network, variant: c.variant, text: c.text })),
    },
    deps.log,
  );
  return { ...result, ...(entryId ? { entryId } : {}), usage: reservation.usage };
}
