import type { ApiBody, ApiResult } from '#web/lib/api-routes.ts';
import { type StreamHandlers, streamCaptions } from './caption-stream';

export type { StreamHandlers } from './caption-stream';

type GenerateRoute = 'POST /api/functions/generate-captions';
/** The JSON answer, and the stream's `result` event. */
export type GenerationResult = ApiResult<GenerateRoute>;

/**
 * `POST /api/functions/generate-captions` with `Accept: text/event-stream` (see
 * streamCaptions): the captions as they are written, then the result with the new usage.
 */
export function streamGeneration(
  request: ApiBody<GenerateRoute>,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<GenerationResult> {
  return streamCaptions('POST /api/functions/generate-captions', request, handlers, signal);
}
