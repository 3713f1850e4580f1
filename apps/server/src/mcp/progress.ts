import type { WorkEvent, WorkEvents } from '../captions';

/** Sends one `notifications/progress` for the call that carried the token. */
export type ProgressSender = (progress: { progress: number; total?: number; message?: string }) => void;

/**
 * A flow's events as MCP progress notifications, for a client that asked for them (a
 * `progressToken`). Each notification's `progress` is one more than the last (the protocol wants
 * it to grow): a caption counts once, when its network and variant first appear (the engine's
 * drafts as they grow would be hundreds of notifications); a campaign's post says which of how
 * many it was; a notice passes its message as written, in the account's language. No caption
 * text goes out before the tool's result: nothing is delivered early, so a run that fails or
 * whose client leaves gives its uses back exactly as a JSON request's would.
 */
export function progressEvents(signal: AbortSignal, send: ProgressSender | null): WorkEvents {
  let progress = 0;
  const started = new Set<string>();
  const report = (message?: string) => {
    progress += 1;
    send?.({ progress, ...(message ? { message } : {}) });
  };
  return {
    stream: send !== null,
    signal,
    delivered: () => false,
    emit(event: WorkEvent) {
      if (!send) return;
      if (event.type === 'caption') {
        const key = `${event.draft.network}:${event.draft.variant}`;
        if (started.has(key)) return;
        started.add(key);
        report(event.draft.network);
      } else if (event.type === 'post') {
        report(`${event.progress.index + 1}/${event.progress.total}`);
      } else {
        report(event.message);
      }
    },
  };
}
