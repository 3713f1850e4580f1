import { z } from 'zod';
import { RecordIdSchema, SearchQuerySchema } from '../../schemas/text';
import { OkSchema } from '../common';
import { COOKIE_OR_KEY, errors, json, jsonBody, operation } from '../declare';
import { AltTextSchema, HistoryPageSchema } from '../history';

const tags = ['History'];
// An id with a NUL byte reached PostgreSQL (500): the shared rule for ids refuses it first.
const params = z.object({ id: RecordIdSchema });

/** The longest cursor the server hands out is about 90 characters; anything much longer is not its. */
export const HISTORY_CURSOR_MAX_LENGTH = 256;
/** A cursor that is not one the server wrote: the catalog key of its 400. */
export const INVALID_CURSOR_KEY = 'validation.invalidCursor';

/**
 * A page's `nextCursor`, as given: unpadded base64url of bounded length (the server then decodes
 * it strictly, and refuses one it could not have written with the same 400). Empty is no cursor.
 */
const CursorSchema = z
  .string()
  .max(HISTORY_CURSOR_MAX_LENGTH, { error: INVALID_CURSOR_KEY })
  .regex(/^[A-Za-z0-9_-]*$/, { error: INVALID_CURSOR_KEY });

const entryAction = <const M extends 'post' | 'delete', const P extends `/api/history/${string}`>(
  method: M,
  path: P,
  summary: string,
) =>
  operation({
    method,
    path,
    tags,
    summary,
    security: COOKIE_OR_KEY,
    request: { params },
    responses: { 200: json(OkSchema, 'Done'), ...errors(401, 404) },
  });

/** `/api/history`: the signed-in user's generations; another user's entry is a 404. */
export const historyApi = {
  list: operation({
    method: 'get',
    path: '/api/history',
    tags,
    summary: 'Your generations: pinned first, then newest first (20 a page)',
    security: COOKIE_OR_KEY,
    request: {
      query: z.object({
        q: SearchQuerySchema.optional().meta({
          description: 'Finds words in the brief or the captions, ignoring case and accents.',
        }),
        cursor: CursorSchema.optional().meta({
          description: 'The `nextCursor` of the previous page, as it was given (opaque).',
        }),
      }),
    },
    responses: { 200: json(HistoryPageSchema, 'One page'), ...errors(400, 401) },
  }),
  pin: entryAction('post', '/api/history/{id}/pin', 'Pin an entry to the top'),
  unpin: entryAction('delete', '/api/history/{id}/pin', 'Unpin an entry'),
  remove: entryAction('delete', '/api/history/{id}', 'Delete an entry'),
  altText: operation({
    method: 'put',
    path: '/api/history/{id}/alt-text',
    tags,
    summary: "Save an edited alt text of an entry's photo",
    description:
      'Replaces the alt text kept with an entry written from a photo (at most 1,000 characters, and 125 for the short ' +
      'form). 404 when the entry is another account’s or has no photo.',
    security: COOKIE_OR_KEY,
    request: { params, ...jsonBody(AltTextSchema) },
    responses: { 200: json(AltTextSchema, 'The alt text as saved'), ...errors(400, 401, 404) },
  }),
  thumbnail: operation({
    method: 'get',
    path: '/api/history/{id}/thumbnail',
    tags,
    summary: 'The thumbnail of the photo an entry was written from',
    description:
      'A small WebP (longest side at most 320 px) made from the re-encoded photo, without metadata; the upload itself ' +
      'is never stored. Deleted with its entry. 404 when the entry has no photo or is another account’s.',
    security: COOKIE_OR_KEY,
    request: { params },
    responses: {
      200: {
        description: 'The thumbnail',
        content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...errors(401, 404),
    },
  }),
};
