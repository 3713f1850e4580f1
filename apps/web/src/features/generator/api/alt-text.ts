import type { AltText } from '@captia/shared';
import { apiFetch } from '#web/lib/api-client.ts';

/** `PUT /api/history/{id}/alt-text`: saves an edited alt text of an entry's photo; answers it as saved. */
export function saveAltText(id: string, body: AltText) {
  return apiFetch('PUT /api/history/{id}/alt-text', { params: { id }, body });
}
