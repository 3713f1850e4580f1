import { HistoryPageSchema, OkSchema, RecordIdSchema, SearchQuerySchema } from '@captia/shared';
import { createRoute, z } from '@hono/zod-openapi';
import { currentUser, requireUser } from '../auth/session';
import { AppError } from '../http/errors';
import { COOKIE_OR_KEY, errors, json } from '../http/openapi';
import { createRouter } from '../http/router';
import {
  CURSOR_MAX_LENGTH,
  decodeCursor,
  deleteHistory,
  listHistory,
  readThumbnail,
  setPinned,
} from './history.service';

const tags = ['History'];
// An id with a NUL byte reached PostgreSQL (500): the shared rule for ids refuses it first.
const EntryParams = z.object({ id: RecordIdSchema });

/**
 * A page's `nextCursor`, decoded strictly here: a cursor we could not have written is a 400
 * before anything reaches SQL. Empty is no cursor (the first page), as it always was.
 */
const INVALID_CURSOR = { error: 'validation.invalidCursor' };
const CursorSchema = z
  .string()
  .max(CURSOR_MAX_LENGTH, INVALID_CURSOR)
  .regex(/^[A-Za-z0-9_-]*$/, INVALID_CURSOR)
  .refine((value) => value === '' || decodeCursor(value) !== null, INVALID_CURSOR);

const list = createRoute({
  method: 'get',
  path: '/',
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
});

const entryAction = (method: 'post' | 'delete', path: string, summary: string) =>
  createRoute({
    method,
    path,
    tags,
    summary,
    security: COOKIE_OR_KEY,
    request: { params: EntryParams },
    responses: { 200: json(OkSchema, 'Done'), ...errors(401, 404) },
  });

const pin = entryAction('post', '/{id}/pin', 'Pin an entry to the top');
const unpin = entryAction('delete', '/{id}/pin', 'Unpin an entry');
const remove = entryAction('delete', '/{id}', 'Delete an entry');

const thumbnail = createRoute({
  method: 'get',
  path: '/{id}/thumbnail',
  tags,
  summary: 'The thumbnail of the photo an entry was written from',
  description:
    'A small WebP (longest side at most 320 px) made from the re-encoded photo, without metadata; the upload itself ' +
    'is never stored. Deleted with its entry. 404 when the entry has no photo or is another account’s.',
  security: COOKIE_OR_KEY,
  request: { params: EntryParams },
  responses: {
    200: {
      description: 'The thumbnail',
      content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errors(401, 404),
  },
});

/** `/api/history`: the signed-in user's generations; another user's entry is a 404. */
export function historyRoutes() {
  const app = createRouter();
  app.use(requireUser);
  return app
    .openapi(list, async (c) => {
      const { q = '', cursor: rawCursor } = c.req.valid('query');
      // Valid by now (CursorSchema); the check stays so a schema change cannot let one through.
      const cursor = rawCursor ? decodeCursor(rawCursor) : null;
      if (rawCursor && !cursor) throw new AppError(400, 'bad_request', { messageKey: INVALID_CURSOR.error });
      c.header('Cache-Control', 'no-store');
      return c.json(await listHistory(c.get('db'), currentUser(c).id, { q, cursor }), 200);
    })
    .openapi(pin, async (c) => {
      if (!(await setPinned(c.get('db'), currentUser(c).id, c.req.valid('param').id, true)))
        throw new AppError(404, 'not_found');
      return c.json({ ok: true as const }, 200);
    })
    .openapi(unpin, async (c) => {
      if (!(await setPinned(c.get('db'), currentUser(c).id, c.req.valid('param').id, false)))
        throw new AppError(404, 'not_found');
      return c.json({ ok: true as const }, 200);
    })
    .openapi(thumbnail, async (c) => {
      const image = await readThumbnail(c.get('db'), currentUser(c).id, c.req.valid('param').id);
      if (!image) throw new AppError(404, 'not_found');
      // Someone's own photo: kept out of shared caches, and briefly in the browser's.
      c.header('Cache-Control', 'private, max-age=300');
      c.header('Content-Type', 'image/webp');
      return c.body(new Uint8Array(image), 200);
    })
    .openapi(remove, async (c) => {
      if (!(await deleteHistory(c.get('db'), currentUser(c).id, c.req.valid('param').id)))
        throw new AppError(404, 'not_found');
      return c.json({ ok: true as const }, 200);
    });
}
