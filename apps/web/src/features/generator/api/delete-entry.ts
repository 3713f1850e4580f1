import { apiFetch } from '../../../lib/api-client';

export function historyEntryUrl(id: string) {
  return `/api/history/${encodeURIComponent(id)}`;
}

/** `DELETE /api/history/:id`. */
export function deleteEntry(id: string) {
  return apiFetch<{ ok: true }>(historyEntryUrl(id), { method: 'DELETE' });
}
