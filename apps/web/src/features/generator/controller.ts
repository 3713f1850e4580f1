import { type AltText, type CaptionSource, canGenerate, type Me, type Tier } from '@captia/shared';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '#web/lib/api-client.ts';
import { ME_QUERY_KEY, meQueryOptions } from '#web/lib/session/get-me.ts';
import { translator } from '#web/lib/translator.ts';
import type { GenerationResult } from './api/generate-captions';
import { HISTORY_KEY } from './api/history-key';
import { type FormProblem, findProblem } from './checks';
import { type GenerateRequest, type GeneratorForm, toRequest } from './form';
import { type Card, cardKey, generate, type Slot } from './generation';
import { applyGenerated } from './usage';

/**
 * What the generator does when the user acts: checks, the usage pre-check, the streamed run.
 * Loaded with the first use of the form, so that the first load of `/` carries only the form.
 */

export interface Run {
  /** The request whose captions these are (regenerating a card reuses it). */
  request: GenerateRequest;
  cards: Card[];
  source: CaptionSource | null;
  /** What is being written: the whole run, one card (its key), or nothing. */
  busy: 'all' | string | null;
  /** The photo's alt text, when the request had a photo (the latest answer's). */
  altText?: AltText | null;
  /** The history entry the latest answer was saved as (where its alt text is edited). */
  entryId?: string | null;
}

/**
 * A message for the user: a catalog key — from the form checks (`checked`: it follows the form
 * as the user fixes it) or the usage pre-check — or the server's already localized text.
 */
export type Problem = (FormProblem & { checked?: true }) | { field: 'form'; text: string; upgrade: boolean };

/** Errors that the plans page answers: plan gating and the daily or monthly limits. */
const UPGRADE_CODE = /^(plan_|daily_limit|monthly_limit)/;

export interface GeneratorContext {
  form: GeneratorForm;
  tier: Tier;
  language: GenerateRequest['language'];
  /** The server's model sees photos (`features.vision` of GET /api/options): a photo may come without text. */
  vision?: boolean;
  queryClient: QueryClient;
  /** The run on screen now (read when a run starts, to restore it if the run fails). */
  current(): Run | null;
  setRun(update: (run: Run | null) => Run | null): void;
  setProblem(problem: Problem | null): void;
  /** Moves focus to the field a check complains about. */
  focus(field: FormProblem['field']): void;
  abort: { current: AbortController | null };
}

/** The check for the form as it is now, to keep a shown check message in step with the form. */
export function recheck(
  ctx: Pick<GeneratorContext, 'form' | 'tier' | 'language' | 'vision'>,
  shown: Problem,
): Problem | null {
  if (!('checked' in shown)) return shown;
  const next = findProblem(toRequest(ctx.form, ctx.language), ctx.tier, { vision: ctx.vision });
  return next && next.field === shown.field ? { ...next, checked: true } : null;
}

/** Generate: the shared checks (docs/product.md, Generation), the usage left, then the run. */
export async function submit(ctx: GeneratorContext) {
  const request = toRequest(ctx.form, ctx.language);
  const problem = findProblem(request, ctx.tier, { vision: ctx.vision });
  if (problem) {
    ctx.setProblem({ ...problem, checked: true });
    ctx.focus(problem.field);
    return;
  }
  // None left: refused here with the quota's message — once a fresh read of the profile confirms
  // it, since the count on screen may be from before midnight or a renewal.
  const known = ctx.queryClient.getQueryData<Me | null>(ME_QUERY_KEY)?.usage;
  if (known && !canGenerate(known)) {
    const fresh = await ctx.queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => null);
    const usage = fresh?.usage ?? known;
    if (!canGenerate(usage)) {
      const key =
        usage.period === 'daily' ? 'errors.api.daily_limit_reached' : 'errors.api.monthly_limit_reached';
      ctx.setProblem({ field: 'form', key, upgrade: true });
      return;
    }
  }
  await start(ctx, request, null);
}

/**
 * One streamed run: the whole request, or one card written again (`slot`). The cards grow as
 * the server writes; the new usage and the history follow the result. A failed run is not
 * counted by the server and restores what was on screen before, with the server's message.
 */
export async function start(ctx: GeneratorContext, request: GenerateRequest, slot: Slot | null) {
  ctx.abort.current?.abort();
  const controller = new AbortController();
  ctx.abort.current = controller;
  const before = ctx.current();
  ctx.setProblem(null);
  ctx.setRun((run) =>
    slot && run ? { ...run, busy: cardKey(slot) } : { request, cards: [], source: null, busy: 'all' },
  );
  let noticeShown = false;
  let result: GenerationResult;
  try {
    result = await generate(request, slot, {
      signal: controller.signal,
      onCards: (change) => ctx.setRun((run) => run && { ...run, cards: change(run.cards) }),
      onNotice: (message) => {
        noticeShown = true;
        toast.warning(message);
      },
    });
  } catch (error) {
    if (controller.signal.aborted) return;
    ctx.setRun(() => before);
    const text =
      error instanceof ApiError ? error.message : translator.t('captions.errors.generation_failed');
    ctx.setProblem({
      field: 'form',
      text,
      upgrade: error instanceof ApiError && UPGRADE_CODE.test(error.code),
    });
    // The message sits above the generate button; from a card's button, say it where the user is.
    if (slot) toast.error(text);
    return;
  } finally {
    if (ctx.abort.current === controller) ctx.abort.current = null;
  }
  const altText = result.altText
    ? { altText: result.altText, altTextShort: result.altTextShort ?? '' }
    : undefined;
  ctx.setRun(
    (run) =>
      run && {
        ...run,
        source: result.source,
        busy: null,
        altText: altText ?? run.altText ?? null,
        entryId: altText ? (result.entryId ?? null) : (run.entryId ?? null),
      },
  );
  if (result.notice && !noticeShown) toast.warning(result.notice);
  applyGenerated(ctx.queryClient, result.usage);
  // A first history read still in flight was sent before this generation was saved, and an
  // invalidation would only wait for it (it has no data to keep): drop it, then read again.
  void ctx.queryClient
    .cancelQueries({ queryKey: HISTORY_KEY })
    .then(() => ctx.queryClient.invalidateQueries({ queryKey: HISTORY_KEY }));
}
