import type { Caption, CaptionResult, UsageView } from '@captia/shared';
import i18next from 'i18next';
import { ApiError } from '../../lib/api-client';
import { createSseParser } from './sse';

export interface GenerateBody {
  networks: string[];
  postType: string;
  style: string;
  length: 'short' | 'long';
  variants: number;
  emojis: boolean;
  hashtags: boolean;
  text: string;
  language?: string;
}

export type GenerationResult = CaptionResult & { usage: UsageView };

export interface StreamHandlers {
  /** A caption as written so far (each call replaces the previous text of that card). */
  onDraft(draft: Pick<Caption, 'network' | 'variant' | 'text'>): void;
  onNotice(message: string): void;
}

/** POST /api/functions/generate-captions as a stream: captions grow as the server writes them. */
export async function streamGeneration(
  body: GenerateBody,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<GenerationResult> {
  const res = await fetch('/api/functions/generate-captions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'accept-language': i18next.language || 'en-US',
    },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new ApiError(
      res.status,
      data?.error?.code ?? 'internal_error',
      data?.error?.message ?? res.statusText,
    );
  }
  const parse = createSseParser();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const event of parse(value)) {
      const data = JSON.parse(event.data) as unknown;
      if (event.event === 'caption') handlers.onDraft(data as Pick<Caption, 'network' | 'variant' | 'text'>);
      else if (event.event === 'notice') handlers.onNotice((data as { message: string }).message);
      else if (event.event === 'result') return data as GenerationResult;
      else if (event.event === 'error') {
        const { error } = data as { error: { code: string; message: string } };
        throw new ApiError(500, error.code, error.message);
      }
    }
  }
  throw new ApiError(500, 'caption_generation_failed', i18next.t('captions.errors.generation_failed'));
}
