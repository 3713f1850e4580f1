import { historyEntryUrl } from './api/delete-entry';

/**
 * History entries deleted on screen whose `DELETE` waits for the undo toast to close. They stay
 * hidden (even when the list is read again) until the delete is sent or undone. Module state,
 * because the toast can outlive the history list (the user navigates away meanwhile).
 */
let pending: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<string>) {
  pending = next;
  for (const listener of listeners) listener();
}

export function subscribePending(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function pendingDeletes(): ReadonlySet<string> {
  return pending;
}

export function hide(id: string) {
  set(new Set(pending).add(id));
}

/** Shows the entry again (undo, or a delete that failed). */
export function unhide(id: string) {
  const next = new Set(pending);
  next.delete(id);
  set(next);
}

export function isPending(id: string) {
  return pending.has(id);
}

// A tab closed before the toast: the deletes the user asked for are still sent.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const id of pending) {
      void fetch(historyEntryUrl(id), {
        method: 'DELETE',
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => {});
    }
  });
}
