/** A date and time in the interface language and the user's saved time zone (the browser's when none). */
export function formatDateTime(value: string, language: string, timeZone: string | null) {
  const date = new Date(value);
  try {
    return new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(date);
  } catch {
    return date.toLocaleString(language);
  }
}
