import { apiFetch } from '../../../lib/api-client';

/** `POST /api/history/:id/pin` pins, `DELETE` unpins. */
export function setPinned(id: string, pinned: boolean) {
  return apiFetch<{ ok: true }>(`/api/history/${encodeURIComponent(id)}/pin`, {
    method: pinned ? 'POST' : 'DELETE',
  });
}
