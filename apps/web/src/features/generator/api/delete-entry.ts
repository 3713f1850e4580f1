import { apiFetch, apiUrl } from '#web/lib/api-client.ts';

/** The entry's URL, for the keepalive delete sent when the tab closes (pending-deletes.ts). */
export function historyEntryUrl(id: string) {
  return apiUrl('DELETE /api/history/{id}', { id });
}

/** `DELETE /api/history/:id`. */
export function deleteEntry(id: string) {
  return apiFetch('DELETE /api/history/{id}', { params: { id } });
}
