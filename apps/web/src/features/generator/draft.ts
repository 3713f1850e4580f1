/**
 * sessionStorage key of the generator's unsent input: a visitor's input kept through sign-up,
 * or an example chosen as a starting point (the examples page writes
 * `{networks, postType, style, length, text, language}` here and goes to `/`).
 */
export const DRAFT_KEY = 'captia_generator_draft';

/** The kept draft, read once: it is removed as it is read. Null when there is none or it is not JSON. */
export function takeDraft(): unknown {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(DRAFT_KEY);
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function saveDraft(draft: object) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the input is simply not kept.
  }
}
