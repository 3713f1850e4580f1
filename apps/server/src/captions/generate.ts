import type { CaptionResult, ResolvedCaptionRequest, UsageView } from '@captia/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../http/router';
import { saveHistory } from '../lib/history-rows';
import { gateGeneration } from '../lib/plan';
import { currentUser } from '../lib/session';
import type { PageContent } from '../links/extract';
import { withScheme } from '../links/link-reader';
import { countedRun } from '../usage/counted-run';
import type { CaptionService } from './captions.service';
import type { CaptionWorkIo } from './delivery';
import { readPhoto } from './image/photo';

export interface Generation {
  request: ResolvedCaptionRequest;
  /**
   * The photo's bytes as sent, already checked from the text alone (a data URL, base64): decoded
   * only once the plan, the brand and the quota allow a use, and before one is reserved.
   */
  photo: Buffer | null;
  service: CaptionService;
  /** The model sees photos (AI_VISION): the decoded photo goes to it. */
  vision: boolean;
  /** Reads the request's link (within the link limits); a refusal is a 400 before any use is counted. */
  readLink: (url: string) => Promise<PageContent>;
}

/**
 * One generation, in order: the account and its plan (the plan's gates, 403), the brand asked for
 * (404), the cap (429), the photo decoded, one use reserved (429 when a concurrent request took
 * the last one), the engine — the AI model or the basic generator, every caption through the
 * guardrails and the network rules — then the history row with the photo's thumbnail. The use is
 * given back when nothing was delivered (docs/decisions/0013); usage/counted-run.ts holds those
 * rules for generations and reworks alike. `io` says how the captions reach the client (JSON or
 * an event stream, captions/delivery.ts).
 */
export async function generateCaptions(
  c: Context<AppEnv>,
  { request, photo, service, vision, readLink }: Generation,
  io: CaptionWorkIo,
): Promise<CaptionResult & { usage: UsageView }> {
  const user = currentUser(c);
  const db = c.get('db');
  const language = c.get('language');
  // The entry the captions are saved as: the answer names it (an alt text is edited there).
  let entryId: string | undefined;
  const answer = await countedRun(c, {
    kind: 'generation',
    gate: (plan) => gateGeneration(plan, request),
    brandId: request.brandId,
    // The link first (a refusal there is quick), then the photo; both before a use is reserved.
    prepare:
      photo || request.link
        ? async () => ({
            // The captions carry the link as the user gave it (a shortener they track stays theirs).
            source: request.link
              ? { ...(await readLink(request.link)), url: withScheme(request.link) }
              : null,
            photo: photo ? await readPhoto(photo, user.id) : null,
          })
        : undefined,
    run: ({ brand, plan, prepared, onModelCalls }) =>
      service.generate(request, {
        tier: plan.tier,
        onModelCalls,
        language,
        stream: io.stream,
        onEvent: io.onEvent,
        signal: io.signal,
        brand,
        image:
          vision && prepared?.photo
            ? { data: prepared.photo.data, mediaType: prepared.photo.mediaType }
            : null,
        source: prepared?.source ?? null,
        photo: Boolean(prepared?.photo),
      }),
    save: async (result, prepared) => {
      entryId = await saveHistory(db, user.id, request, result, {
        thumbnail: prepared?.photo?.thumbnail ?? null,
      });
    },
    delivery: io.delivery,
  });
  return entryId ? { ...answer, entryId } : answer;
}
