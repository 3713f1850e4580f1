/** Query key of the history list; its own module so the generator can refresh it without loading the list code. */
export const HISTORY_KEY = ['history'] as const;
