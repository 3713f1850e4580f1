import type { ApiBody, ApiResult } from '#web/lib/api-routes.ts';
import { type StreamHandlers, streamCaptions } from './caption-stream';

type ReworkRoute = 'POST /api/functions/rework-caption';
export type ReworkBody = ApiBody<ReworkRoute>;
/** The JSON answer, and the stream's `result` event. */
export type ReworkResult = ApiResult<ReworkRoute>;

/**
 * `POST /api/functions/rework-caption`, streamed like a generation: the reworked caption as
 * it is written, then the result with the new usage (one use counted, like a generation).
 */
export function streamRework(
  request: ReworkBody,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<ReworkResult> {
  return streamCaptions('POST /api/functions/rework-caption', request, handlers, signal);
}
