import {
  type BrandVoice,
  type CaptionDraft,
  isNetworkId,
  NETWORK_IDS,
  type NetworkId,
  type ResolvedCaptionRequest,
  type Slide,
  type Tier,
} from '@captia/shared';
import { z } from 'zod';
import type { ModelCallReport } from '../lib/model-calls';
import { systemPrompt, userPrompt } from './captions.prompts';
import { languageModels } from './models/language-model';
import { type AiSettings, modelFor } from './models/settings';

export type { ModelCallReport } from '../lib/model-calls';

/** The AI service could not be reached or did not answer in time: the basic generator takes over. */
export class AiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiUnavailableError';
  }
}

/** The AI service answered, but not with usable captions. */
export class AiGenerationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiGenerationError';
  }
}

export interface WriteOptions {
  /** Stream the answer, reporting each caption as it grows. */
  stream: boolean;
  onDraft?: (draft: CaptionDraft) => void;
  /** Aborts the call (the client went away). */
  signal?: AbortSignal;
  /** The brand voice the prompt describes, if any. */
  brand?: BrandVoice | null;
  /** Instructions other than a generation's (a rework's). */
  prompts?: { system: string; user: string } | undefined;
  /** A photo the model sees next to the brief (a vision model only). */
  image?: PhotoForModel | null;
  /** The account's plan: a plan may have its own model (AI_MODEL_PREMIUM…). */
  tier?: Tier;
  /** A fallback model is about to be asked: the one before could not answer (models/chain.ts). */
  onFallback?: () => void;
  /** Told of every call to a model as it ends, answered or not (tokens, time: models/calls.ts). */
  onCall?: (call: ModelCallReport) => void;
  /** The photo's alt text, when the answer holds one (a generation with a photo). */
  onAltText?: (alt: { altText: string; altTextShort?: string }) => void;
}

/** A photo as it goes to the model: the re-encoded JPEG (no metadata), inline, never a link. */
export interface PhotoForModel {
  data: Uint8Array;
  mediaType: 'image/jpeg';
}

/**
 * The user's turn: the brief as text, or — with a photo — one message holding the text and the
 * photo as an image part (sent inline as a data URL; the openai-compatible provider writes an
 * `image_url` part).
 */
function userTurn(text: string, image: PhotoForModel | null | undefined) {
  if (!image) return { prompt: text };
  return {
    messages: [
      {
        role: 'user' as const,
        content: [
          { type: 'text' as const, text },
          { type: 'image' as const, image: image.data, mediaType: image.mediaType },
        ],
      },
    ],
  };
}

/** Something that writes raw captions (before the network rules) for a request. */
export interface CaptionWriter {
  write(request: ResolvedCaptionRequest, options: WriteOptions): Promise<CaptionDraft[]>;
}

const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
/**
 * Answers that mean "the service cannot answer right now" rather than "your request is wrong":
 * a timeout, too many requests, any server error (Anthropic's 529 "overloaded" included). The
 * next model, or the basic generator, answers instead (docs/decisions/0032). A 4xx such as 401
 * or 400 is a configuration or request problem no other model would hide.
 */
function isUnavailableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/** Connection failures, wherever they sit in the cause chain (AI SDK wraps fetch errors). */
export function isConnectionFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const e = current as {
      code?: unknown;
      statusCode?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
      lastError?: unknown;
      errors?: unknown;
    };
    if (typeof e.code === 'string' && NETWORK_ERROR_CODES.has(e.code)) return true;
    if (typeof e.statusCode === 'number' && isUnavailableStatus(e.statusCode)) return true;
    if (e.name === 'TypeError' && (e.message === 'fetch failed' || e.message === 'terminated')) return true;
    queue.push(e.cause, e.lastError, ...(Array.isArray(e.errors) ? e.errors : []));
  }
  return false;
}

const AnswerSchema = z.object({
  captions: z.array(
    z.object({
      network: z.enum(NETWORK_IDS),
      variant: z.number().int().min(1).max(3),
      text: z.string().optional(),
      /** A thread's posts (format "thread"). */
      posts: z.array(z.string()).optional(),
      /** A carousel's slides (format "carousel"). */
      slides: z.array(z.object({ title: z.string(), body: z.string() })).optional(),
    }),
  ),
  /** With a photo: its alt text and a short form. */
  altText: z.string().optional(),
  altTextShort: z.string().optional(),
});

type AiSdk = typeof import('ai');
let sdk: Promise<AiSdk> | undefined;

/**
 * The AI SDK, loaded by the first writer made (app.ts makes the writers at start when a model is
 * configured, so the first caption does not wait for it): an install on the basic generator
 * never loads it.
 */
function loadAiSdk() {
  sdk ??= import('ai');
  return sdk;
}

/** Asks for the JSON schema (structured output) but leaves the parsing to us: lenient and with clear errors. */
function rawJsonOutput({ Output }: AiSdk) {
  const structured = Output.object({ schema: AnswerSchema, name: 'captions' });
  return {
    name: structured.name,
    responseFormat: structured.responseFormat,
    parseCompleteOutput: async ({ text }: { text: string }) => text,
    parsePartialOutput: async ({ text }: { text: string }) => ({ partial: text }),
    createElementStreamTransform: () => undefined,
  };
}

/**
 * A JSON answer without its Markdown fence (```json … ```). Plain string code: the pattern it
 * replaces (`^```(?:json)?\s*([\s\S]*?)\s*```$`) tried each end of a lazy body against the
 * closing spaces and fence, quadratic on a long answer with runs of spaces.
 */
export function stripFences(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < 6 || !trimmed.startsWith('```') || !trimmed.endsWith('```')) return trimmed;
  const inner = trimmed.slice(3, -3);
  return (/^json/i.test(inner) ? inner.slice(4) : inner).trim();
}

/**
 * Model text as well-formed UTF-16: a lone surrogate (which PostgreSQL refuses, and no client
 * can show) becomes U+FFFD. Applied where the AI SDK's text comes back, before anything else
 * reads it. In a partial answer a high surrogate at the very end is the first half of a pair
 * still on its way: it is left out until its second half arrives.
 */
export function wellFormed(text: string, partial = false): string {
  const complete = partial && /[\uD800-\uDBFF]$/.test(text) ? text.slice(0, -1) : text;
  return complete.toWellFormed();
}

interface LooseEntry {
  network?: unknown;
  variant?: unknown;
  text?: unknown;
  posts?: unknown;
  slides?: unknown;
}

/**
 * The most a caption (or a thread's post, or a slide's field) may take from a model: longer text
 * is cut here, before the guardrails and the network rules read it. No network but Facebook takes
 * more in one post, and no length CaptIA asks a model for comes near it (docs/decisions/0047).
 */
export const MAX_MODEL_TEXT = 10_000;

/**
 * The most a whole answer may take: every caption asked for at its most, and as much again for
 * the JSON around them and the alt text. A model that goes on past it is stopped (a failed
 * answer, not a longer wait: decision 0047).
 */
export const maxAnswerLength = (request: Pick<ResolvedCaptionRequest, 'networks' | 'variants'>): number =>
  MAX_MODEL_TEXT * (request.networks.length * request.variants + 1) * 2;

/** Model text as well-formed UTF-16, at most MAX_MODEL_TEXT long (cut before a split pair). */
function modelText(text: string, partial: boolean): string {
  if (text.length <= MAX_MODEL_TEXT) return wellFormed(text, partial);
  return wellFormed(text.slice(0, MAX_MODEL_TEXT), true);
}

/** A list of strings from a (possibly partial) answer, well-formed; undefined when there is none. */
function stringList(value: unknown, partial: boolean): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value
    .filter((item): item is string => typeof item === 'string')
    .map((t) => modelText(t, partial));
  return list.length > 0 ? list : undefined;
}

/** A carousel's slides from a (possibly partial) answer; undefined when there are none. */
function slideList(value: unknown, partial: boolean): Slide[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const slides = value
    .filter((item): item is { title?: unknown; body?: unknown } => typeof item === 'object' && item !== null)
    .map((item) => ({
      title: typeof item.title === 'string' ? modelText(item.title, partial) : '',
      body: typeof item.body === 'string' ? modelText(item.body, partial) : '',
    }));
  return slides.length > 0 ? slides : undefined;
}

/** The photo's alt text from a complete answer, if it holds one. */
export function parseAltText(text: string): { altText: string; altTextShort?: string } | null {
  try {
    const value = JSON.parse(stripFences(wellFormed(text))) as { altText?: unknown; altTextShort?: unknown };
    if (typeof value?.altText !== 'string' || value.altText.trim() === '') return null;
    return typeof value.altTextShort === 'string'
      ? { altText: value.altText, altTextShort: value.altTextShort }
      : { altText: value.altText };
  } catch {
    return null;
  }
}

/**
 * Entries of a (possibly partial) answer, with a variant number even when the model left it out,
 * and well-formed text (JSON escapes such as "\ud800" can carry a lone surrogate).
 */
function entries(value: unknown, request: ResolvedCaptionRequest, partial = false): CaptionDraft[] {
  const list = (value as { captions?: unknown } | null)?.captions;
  if (!Array.isArray(list)) return [];
  const counts = new Map<NetworkId, number>();
  const drafts: CaptionDraft[] = [];
  for (const item of list as LooseEntry[]) {
    if (!item || typeof item !== 'object' || !isNetworkId(item.network)) continue;
    const network = item.network;
    const nth = (counts.get(network) ?? 0) + 1;
    counts.set(network, nth);
    const variant = Number(item.variant ?? nth);
    if (
      !request.networks.includes(network) ||
      !Number.isInteger(variant) ||
      variant < 1 ||
      variant > request.variants
    ) {
      continue;
    }
    // A thread's caption may come as its posts alone: its text is the posts joined.
    const posts = stringList(item.posts, partial);
    const slides = slideList(item.slides, partial);
    const text = typeof item.text === 'string' ? modelText(item.text, partial) : posts?.join('\n\n');
    if (text === undefined) continue;
    drafts.push({ network, variant, text, ...(posts && { posts }), ...(slides && { slides }) });
  }
  return drafts;
}

/** The complete answer as one draft per requested network and variant, or an AiGenerationError. */
export function parseAnswer(text: string, request: ResolvedCaptionRequest): CaptionDraft[] {
  let value: unknown;
  try {
    value = JSON.parse(stripFences(wellFormed(text)));
  } catch (error) {
    throw new AiGenerationError('the AI answer is not valid JSON', { cause: error });
  }
  const found = entries(value, request);
  const drafts: CaptionDraft[] = [];
  for (const network of request.networks) {
    for (let variant = 1; variant <= request.variants; variant++) {
      const draft = found.find((d) => d.network === network && d.variant === variant && d.text.trim() !== '');
      if (!draft)
        throw new AiGenerationError(`the AI answer has no caption for ${network} variant ${variant}`);
      drafts.push(draft);
    }
  }
  return drafts;
}

/** A generation with a photo (it passes `onAltText`): the alt text, when the answer holds one. */
function tellAltText(text: string, onAltText: WriteOptions['onAltText']) {
  if (!onAltText) return;
  const alt = parseAltText(text);
  if (alt) onAltText(alt);
}

/** A streamed answer's reading gives the event loop a turn at least this often. */
const YIELD_EVERY_MS = 5;

/** A partial answer is parsed again at least this often while it grows by less than an eighth. */
const PARSE_INTERVAL_MS = 100;

/** The longest a streamed answer may take in total, however steadily it trickles in. */
const STREAM_TOTAL_FACTOR = 6;

/** The AI SDK's `timeout` aborts with a DOMException named TimeoutError; so does `AbortSignal.timeout`. */
function isTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if ((e as { name?: unknown }).name === 'TimeoutError') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The AI SDK's `chunkMs` runs from the first chunk of the response on: until the service
 * starts answering there is no chunk timer, only `totalMs`. This bounds that first wait to
 * `ms` too (the SDK has no option for it); `answered()` stops it.
 */
function firstAnswerGuard(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${ms}ms`, 'TimeoutError')),
    ms,
  );
  const answered = () => clearTimeout(timer);
  return { signal: outer ? AbortSignal.any([outer, controller.signal]) : controller.signal, answered };
}

/** Token counts as the AI SDK reports them (undefined when the provider sent none). */
interface SdkUsage {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
}

/**
 * Captions from one model service — an OpenAI-compatible chat completions API, Anthropic's
 * Messages API or Google's Gemini API, each through its AI SDK provider package — as structured
 * output (one caption per network × variant). Connection failures, timeouts, 429 and 5xx answers
 * become AiUnavailableError (the caller tries its fallback model, then the basic generator);
 * anything else becomes AiGenerationError. Every call is reported through `onCall`.
 */
export function createAiCaptionWriter(
  settings: AiSettings,
  options: { fetch?: typeof fetch } = {},
): CaptionWriter {
  const loaded = Promise.all([loadAiSdk(), languageModels(settings, options.fetch)]).then(([ai, models]) => ({
    ai,
    models,
  }));
  // Awaited by each call; this only keeps a failed load from being an unhandled rejection meanwhile.
  loaded.catch(() => {});

  function report(
    onCall: WriteOptions['onCall'],
    model: string,
    started: number,
    usage: SdkUsage | null,
    captions: number | null,
  ) {
    onCall?.({
      provider: settings.provider,
      model,
      inputTokens: usage?.inputTokens ?? 0,
      outputTokens: usage?.outputTokens ?? 0,
      durationMs: Math.round(performance.now() - started),
      ok: captions !== null,
      captions: captions ?? 0,
    });
  }

  function classify(error: unknown, signal?: AbortSignal): Error {
    if (signal?.aborted) return new AiGenerationError('the request was aborted', { cause: error });
    if (isTimeout(error))
      return new AiUnavailableError('the AI service did not answer in time', { cause: error });
    if (error instanceof AiGenerationError || error instanceof AiUnavailableError) return error;
    if (isConnectionFailure(error))
      return new AiUnavailableError('the AI service cannot be reached', { cause: error });
    return new AiGenerationError('the AI service failed to generate captions', { cause: error });
  }

  async function writeJson(
    request: ResolvedCaptionRequest,
    { brand = null, prompts, image = null, signal, tier, onCall, onAltText }: WriteOptions,
  ): Promise<CaptionDraft[]> {
    const modelId = modelFor(settings, tier);
    const started = performance.now();
    let usage: SdkUsage | null = null;
    try {
      const { ai, models } = await loaded;
      const result = await ai.generateText({
        model: models(modelId),
        system: prompts?.system ?? systemPrompt(request, brand),
        ...userTurn(prompts?.user ?? userPrompt(request, image !== null), image),
        output: rawJsonOutput(ai),
        maxRetries: 0,
        abortSignal: signal,
        // One answer, all at once: the whole call is the silence.
        timeout: settings.timeoutMs,
      });
      // A model that answered unusably was still paid for: its tokens count either way.
      usage = result.usage;
      if (result.text.length > maxAnswerLength(request))
        throw new AiGenerationError('the AI answer is longer than any request needs');
      const drafts = parseAnswer(result.text, request);
      report(onCall, modelId, started, usage, drafts.length);
      tellAltText(result.text, onAltText);
      return drafts;
    } catch (error) {
      report(onCall, modelId, started, usage, null);
      throw classify(error, signal);
    }
  }

  async function writeStream(
    request: ResolvedCaptionRequest,
    { brand = null, prompts, image = null, onDraft, signal, tier, onCall, onAltText }: WriteOptions,
  ): Promise<CaptionDraft[]> {
    const modelId = modelFor(settings, tier);
    const started = performance.now();
    const guard = firstAnswerGuard(settings.timeoutMs, signal);
    const last = new Map<string, string>();
    let text = '';
    let parsedLength = 0;
    let parsedAt = Number.NEGATIVE_INFINITY;
    let usage: SdkUsage | null = null;
    try {
      const { ai, models } = await loaded;
      const result = ai.streamText({
        model: models(modelId),
        system: prompts?.system ?? systemPrompt(request, brand),
        ...userTurn(prompts?.user ?? userPrompt(request, image !== null), image),
        output: rawJsonOutput(ai),
        maxRetries: 0,
        abortSignal: guard.signal,
        timeout: { totalMs: settings.timeoutMs * STREAM_TOTAL_FACTOR, chunkMs: settings.timeoutMs },
        // Errors arrive as 'error' parts below; the default handler would print them.
        onError: () => {},
      });
      let ranSince = performance.now();
      for await (const part of result.fullStream) {
        // A burst of pieces already received is read in one go of promise jobs, the AI SDK's
        // work for each included, without a turn of the event loop: other requests waited up to
        // 0.4 s behind a fast model's long answer. A turn every few milliseconds lets them in.
        if (performance.now() - ranSince > YIELD_EVERY_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          ranSince = performance.now();
        }
        // 'start' comes at once; anything after it means the service has begun to answer.
        if (part.type !== 'start') guard.answered();
        if (part.type === 'error') throw part.error;
        // Only the client's signal or a timeout aborts the call.
        if (part.type === 'abort') {
          throw signal?.aborted ? signal.reason : new DOMException(part.reason ?? 'timeout', 'TimeoutError');
        }
        if (part.type === 'finish') usage = part.totalUsage;
        if (part.type !== 'text-delta') continue;
        text += part.text;
        if (text.length > maxAnswerLength(request))
          throw new AiGenerationError('the AI answer is longer than any request needs');
        if (!onDraft) continue;
        // Each parse reads the whole answer so far: parsed again only once it has grown by an
        // eighth, or after a pause, so parsing costs a few times the answer's length in all
        // rather than its square (decision 0047). The complete answer is parsed below.
        const now = performance.now();
        if (text.length < parsedLength + parsedLength / 8 && now - parsedAt < PARSE_INTERVAL_MS) continue;
        parsedLength = text.length;
        parsedAt = now;
        const partial = await ai.parsePartialJson(stripFences(text));
        for (const draft of entries(partial.value, request, true)) {
          const key = `${draft.network}/${draft.variant}`;
          if (last.get(key) === draft.text) continue;
          last.set(key, draft.text);
          onDraft(draft);
        }
      }
      const drafts = parseAnswer(text, request);
      report(onCall, modelId, started, usage, drafts.length);
      tellAltText(text, onAltText);
      return drafts;
    } catch (error) {
      report(onCall, modelId, started, usage, null);
      throw classify(error, signal);
    } finally {
      guard.answered();
    }
  }

  return {
    write(request, options) {
      return options.stream ? writeStream(request, options) : writeJson(request, options);
    },
  };
}
