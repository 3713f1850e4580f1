import { type CampaignImport, CampaignImportSchema } from '@captia/shared';
import type { Context } from 'hono';
import { AppError } from '#server/http/errors.ts';
import { type AppEnv, validationError } from '#server/http/router.ts';

/** How the import's body is read, by its Content-Type (docs/decisions/0057). */
export type ImportBodyKind = 'json' | 'csv' | 'form' | 'unsupported';

/**
 * JSON (or none: the JSON validator's own 400 follows), a CSV as the body (UTF-8, the only
 * charset the CSV is read in), a multipart form; anything else is not read at all.
 */
export function importBodyKind(contentType: string | undefined): ImportBodyKind {
  if (contentType === undefined) return 'json';
  const [essence = '', ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (essence === 'application/json' || (essence.startsWith('application/') && essence.endsWith('+json')))
    return 'json';
  if (essence === 'multipart/form-data') return 'form';
  if (essence === 'text/csv') {
    const charset = params.find((param) => param.startsWith('charset='))?.slice('charset='.length);
    return charset === undefined || charset === 'utf-8' || charset === '"utf-8"' ? 'csv' : 'unsupported';
  }
  return 'unsupported';
}

/** The JSON body's fields a form may carry besides its file; the switches as `true`/`false`. */
const FORM_FIELDS = ['language', 'brandId', 'style', 'length', 'emojis', 'hashtags'] as const;
const SWITCHES = new Set<string>(['emojis', 'hashtags']);

/**
 * The import's body when it is a CSV or a form, as the JSON body would have carried it, checked
 * with the JSON body's schema (so the same 400s, localized); `null` for a JSON body, left to
 * the route's validator. The body was bounded before (app.ts's import limit), whatever its type.
 */
export async function importFromBody(c: Context<AppEnv>): Promise<CampaignImport | null> {
  const kind = importBodyKind(c.req.header('content-type'));
  if (kind === 'json') return null;
  if (kind === 'unsupported') throw new AppError(415, 'unsupported_media_type');
  const input: Record<string, unknown> = {};
  if (kind === 'csv') {
    input.csv = await c.req.text();
  } else {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      // Not a form its boundary describes (cut, or not multipart at all).
      throw new AppError(400, 'bad_request');
    }
    // Exactly one file: two would leave which one was meant to a guess.
    const files = form.getAll('file');
    const [file] = files;
    if (files.length === 1 && file !== undefined)
      input.csv = typeof file === 'string' ? file : await file.text();
    for (const name of FORM_FIELDS) {
      const values = form.getAll(name);
      if (values.length === 0) continue;
      // Repeated, or a file where text belongs: left to the schema to refuse, with its message.
      const [value] = values;
      input[name] =
        values.length > 1 || typeof value !== 'string'
          ? values
          : SWITCHES.has(name) && (value === 'true' || value === 'false')
            ? value === 'true'
            : value;
    }
  }
  const parsed = CampaignImportSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
