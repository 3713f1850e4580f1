import type { Language } from '@captia/shared';

/** "August 12, 2026" / "12 de agosto de 2026" for a YYYY-MM-DD date, the same on the server and in the browser. */
export function formatDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
