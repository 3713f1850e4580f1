import { historyApi, INVALID_CURSOR_KEY } from '@captia/shared';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { createRouter } from '../http/router';
import { currentUser, requireUser } from '../lib/session';
import {
  decodeCursor,
  deleteHistory,
  listHistory,
  readThumbnail,
  saveAltText,
  setPinned,
} from './history.service';

/** `/api/history`: the signed-in user's generations; another user's entry is a 404. */
export function historyRoutes() {
  return createRouter()
    .openapi(route(historyApi.list, requireUser), async (c) => {
      const { q = '', cursor: rawCursor } = c.req.valid('query');
      // The declaration checks the cursor's form; one we could not have written is the same 400.
      const cursor = rawCursor ? decodeCursor(rawCursor) : null;
      if (rawCursor && !cursor) throw new AppError(400, 'bad_request', { messageKey: INVALID_CURSOR_KEY });
      c.header('Cache-Control', 'no-store');
      return c.json(
        await listHistory(c.get('db'), currentUser(c).id, { q, cursor, language: c.get('language') }),
        200,
      );
    })
    .openapi(route(historyApi.pin, requireUser), async (c) => {
      if (!(await setPinned(c.get('db'), currentUser(c).id, c.req.valid('param').id, true)))
        throw new AppError(404, 'not_found');
      return c.json({ ok: true as const }, 200);
    })
    .openapi(route(historyApi.unpin, requireUser), async (c) => {
      if (!(await setPinned(c.get('db'), currentUser(c).id, c.req.valid('param').id, false)))
        throw new AppError(404, 'not_found');
      return c.json({ ok: true as const }, 200);
    })
    .openapi(route(historyApi.thumbnail, requireUser), async (c) => {
      const image = await readThumbnail(c.get('db'), currentUser(c).id, c.req.valid('param').id);
      if (!image) throw new AppError(404, 'not_found');
      // Someone's own photo: kept out of shared caches, and briefly in the browser's.
      c.header('Cache-Control', 'private, max-age=300');
      c.header('Content-Type', 'image/webp');
      return c.body(new Uint8Array(image), 200);
    })
    .openapi(route(historyApi.altText, requireUser), async (c) => {
      const saved = await saveAltText(
        c.get('db'),
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      if (!saved) throw new AppError(404, 'not_found');
      return c.json(saved, 200);
    })
    .openapi(route(historyApi.remove, requireUser), async (c) => {
      if (!(await deleteHistory(c.get('db'), currentUser(c).id, c.req.valid('param').id)))
        throw new AppError(404, 'not_found');
      return c.json({ ok: true as const }, 200);
    });
}
