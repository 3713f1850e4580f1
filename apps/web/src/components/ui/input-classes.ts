/**
 * The look of a text input or select (its own module, so a screen can use it without the field
 * components). 16 px text on a phone: a smaller one makes iOS zoom the page on focus.
 */
export const inputClasses =
  'block w-full rounded-lg border border-border bg-background px-3 py-2 text-base text-foreground sm:text-sm shadow-sm ' +
  'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'aria-invalid:border-red-600 dark:aria-invalid:border-red-400 disabled:opacity-60';

/**
 * A date or time input: Chromium gives `:focus-visible` to the field's segment inside the input
 * (month, day, hour…), never to the input itself (not even `:focus`): the ring is drawn on
 * `:focus-within`.
 */
export const dateInputClasses = `${inputClasses} focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring`;
