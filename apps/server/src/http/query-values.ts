import { z } from '@hono/zod-openapi';

/**
 * A whole number in a query string (a page, a limit): decimal digits only, between `min` and
 * `max`. `Number()` would take " 5", "1e3", "0x10", "1.0", "-0", "007" and "Infinity";
 * each of those is a 400 here, stated in the OpenAPI document by the pattern.
 */
export function wholeNumberQuery(min: number, max: number) {
  const digits = String(max).length;
  return z
    .string()
    .regex(new RegExp(`^(?:0|[1-9][0-9]{0,${digits - 1}})$`))
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .meta({ description: `A whole number from ${min} to ${max}.` });
}
