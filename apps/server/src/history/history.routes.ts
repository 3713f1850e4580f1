import { Hono } from 'hono';
import type { AppEnv } from '../app';
import { currentUser, requireUser } from '../auth/session';
import { AppError } from '../http/errors';
import { decodeCursor, deleteHistory, listHistory, setPinned } from './history.service';

const MAX_QUERY = 200;

/** `/api/history`: the signed-in user's generations; another user's entry is a 404. */
export function historyRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const q = c.req.query('q') ?? '';
      const rawCursor = c.req.query('cursor');
      if (q.length > MAX_QUERY) throw new AppError(400, 'bad_request');
      const cursor = rawCursor ? decodeCursor(rawCursor) : null;
      if (rawCursor && !cursor) throw new AppError(400, 'bad_request');
      c.header('Cache-Control', 'no-store');
      return c.json(await listHistory(c.get('db'), currentUser(c).id, { q, cursor }));
    })
    .post('/:id/pin', async (c) => {
      if (!(await setPinned(c.get('db'), currentUser(c).id, c.req.param('id'), true)))
        throw new AppError(404, 'not_found');
      return c.json({ ok: true });
    })
    .delete('/:id/pin', async (c) => {
      if (!(await setPinned(c.get('db'), currentUser(c).id, c.req.param('id'), false)))
        throw new AppError(404, 'not_found');
      return c.json({ ok: true });
    })
    .delete('/:id', async (c) => {
      if (!(await deleteHistory(c.get('db'), currentUser(c).id, c.req.param('id'))))
        throw new AppError(404, 'not_found');
      return c.json({ ok: true });
    });
}
