/** Query key of the history list; its own module so a generation can refresh the list without loading its code. */
export const HISTORY_KEY = ['history'] as const;
