/** sessionStorage key of the generator's unsent input (kept through sign-up; the examples page writes it too). */
export const DRAFT_KEY = 'captia_generator_draft';

export function readDraft<T extends object>(): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(DRAFT_KEY);
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: object) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Private mode: the input is simply not kept.
  }
}
