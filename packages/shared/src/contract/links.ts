import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { singleLineText } from '../schemas/text';

/** The longest link accepted (what browsers and most servers handle). */
export const MAX_LINK_LENGTH = 2048;

/** Catalog keys of a link's validation messages. */
export const LINK_VALIDATION_KEYS = {
  required: 'links.validation.required',
  tooLong: 'links.validation.tooLong',
  invalidCharacters: 'links.validation.invalid',
} as const;

/**
 * A link as a user pastes it: one line, no control or invisible characters, at most 2,048
 * characters. Whether it may be fetched is the server's fetcher's rule (link_blocked…), not
 * the form's: a scheme or an address is judged where it is resolved.
 */
export const LinkUrlSchema = singleLineText(MAX_LINK_LENGTH, {
  messages: {
    required: LINK_VALIDATION_KEYS.required,
    tooLong: LINK_VALIDATION_KEYS.tooLong,
    invalidCharacters: LINK_VALIDATION_KEYS.invalidCharacters,
    invisibleCharacters: LINK_VALIDATION_KEYS.invalidCharacters,
  },
}).meta({
  description:
    'An http(s) link to an article, product page or newsletter (https:// is assumed when no scheme is given).',
});

/** `POST /api/links/read`. */
export const LinkReadRequestSchema = z.object({ url: LinkUrlSchema }).meta({ id: 'LinkReadRequest' });

/** What a page says, read by the server (never its scripts). */
export const LinkContentSchema = z
  .object({
    url: z.string().meta({ description: 'The page that answered, after redirects.' }),
    title: z.string(),
    description: z
      .string()
      .meta({ description: "The page's own summary (og:description or meta description)." }),
    siteName: z.string(),
    language: z
      .enum(LANGUAGES)
      .nullable()
      .meta({ description: "The page's language when it is one CaptIA writes in; null otherwise." }),
    text: z
      .string()
      .meta({ description: 'The main content as plain text, paragraphs apart, at most 6,000 characters.' }),
    excerpt: z
      .string()
      .meta({ description: 'At most 600 characters: the summary, else the first paragraph.' }),
  })
  .meta({ id: 'LinkContent' });
