/** A user's text as a literal inside a LIKE/ILIKE pattern: its %, _ and \ match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
