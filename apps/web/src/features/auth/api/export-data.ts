import { ApiError, apiUrl, failedResponse } from '#web/lib/api-client.ts';
import { translator } from '#web/lib/translator.ts';

const FALLBACK_NAME = 'captia-export.json';

/** The file name the server gave (`attachment; filename="…"`), or a plain one. */
export function exportFileName(disposition: string | null): string {
  return /filename="([^"/\\]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/**
 * `GET /api/me/export`: fetched with the session cookie, then saved through a temporary link to
 * a Blob, so a refusal (429 past 5 an hour) is an ApiError the screen can show, not a saved
 * error page.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl('GET /api/me/export'), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': translator.language || 'en-US' },
    });
  } catch {
    throw new ApiError(0, 'network_error', translator.t('account.errors.network'));
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {}
    throw failedResponse(response.status, data);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(response.headers.get('content-disposition'));
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
