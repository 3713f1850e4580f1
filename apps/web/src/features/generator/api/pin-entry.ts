import { apiFetch } from '#web/lib/api-client.ts';

/** `POST /api/history/:id/pin` pins, `DELETE` unpins. */
export function setPinned(id: string, pinned: boolean) {
  const params = { id };
  return pinned
    ? apiFetch('POST /api/history/{id}/pin', { params })
    : apiFetch('DELETE /api/history/{id}/pin', { params });
}
