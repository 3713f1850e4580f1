/**
 * The pure part of the update prompt (decision 0054): a new service worker is offered only
 * when one already controls the page (the first install is no update), and it is waiting.
 */
export interface WorkerLike {
  state: string;
}

export function hasUpdateWaiting(
  registration: { waiting: WorkerLike | null } | undefined,
  controlled: boolean,
) {
  return controlled && registration?.waiting != null;
}

/** The message the waiting worker takes over on (service-worker/sw.ts). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
