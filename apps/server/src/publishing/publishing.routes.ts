import {
  DEFAULT_BLUESKY_SERVICE,
  MASTODON_CALLBACK_PATH,
  publishingApi,
  singleLineText,
} from '@captia/shared';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { publications, publishingConnections } from '#server/db/schema/index.ts';
import { AppError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import { type AppEnv, createRouter } from '#server/http/router.ts';
import { currentUser, requireUser } from '#server/lib/session.ts';
import type { FetchPolicy } from '#server/links';
import type { Logger } from '#server/logger.ts';
import { createBlueskySession } from './bluesky';
import { authorizeUrl, exchangeCode, registerApp, revokeToken } from './mastodon';
import { serviceOrigin } from './net';
import {
  connectionsOf,
  type PublishDeps,
  type Publisher,
  publicationOf,
  publishCampaignPost,
  publishText,
} from './publish';
import {
  connectionRefusal,
  connectionView,
  findConnection,
  findPublication,
  insertConnection,
  keepApp,
  keptApp,
  latestOfPost,
  newSignIn,
  publicationView,
  publishingPlan,
  retryPublication,
  takeSignIn,
} from './publishing.service';
import type { Scheduler } from './scheduler';
import { type SealKey, seal, unseal } from './seal';

export interface PublishingDeps {
  policy: FetchPolicy;
  key: SealKey;
  publicUrl: string;
  logger: Logger;
  /** The process's scheduler, poked when something is queued for now (absent in tests: they tick). */
  scheduler?: Scheduler;
}

const PREFERENCES = '/preferences';
const CALLBACK_QUERY = z.object({ code: singleLineText(512), state: singleLineText(128) });

/** `/api/connections`, `/api/publish` and a publication's state (docs/decisions/0057). */
export function publishingRoutes(deps: PublishingDeps) {
  const redirectUri = `${deps.publicUrl.replace(/\/$/, '')}${MASTODON_CALLBACK_PATH}`;
  const invalidService = () =>
    new AppError(400, 'connection_failed', { messageKey: 'publishing.errors.unreachable' });
  const publishDeps = (c: Context<AppEnv>): PublishDeps => ({ db: c.get('db'), scheduler: deps.scheduler });
  const publisher = (c: Context<AppEnv>): Publisher => ({
    userId: currentUser(c).id,
    language: c.get('language'),
  });
  return createRouter()
    .openapi(route(publishingApi.listConnections, requireUser), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await connectionsOf(c.get('db'), currentUser(c).id), 200);
    })
    .openapi(route(publishingApi.createConnection, requireUser), async (c) => {
      const db = c.get('db');
      const userId = currentUser(c).id;
      const tier = await publishingPlan(db, userId);
      const body = c.req.valid('json');
      c.header('Cache-Control', 'no-store');
      if (body.network === 'bluesky') {
        const service = serviceOrigin(body.service ?? DEFAULT_BLUESKY_SERVICE);
        if (!service) throw invalidService();
        const session = await createBlueskySession(
          service,
          body.identifier,
          body.appPassword,
          deps.policy,
        ).catch((error) => {
          throw connectionRefusal(error);
        });
        const row = await insertConnection(db, tier, {
          userId,
          network: 'bluesky',
          handle: session.handle,
          service,
          accountId: session.did,
          secret: seal(deps.key, session),
        });
        deps.logger.info({ connection: row.id, network: 'bluesky' }, 'connection added');
        return c.json(connectionView(row), 201);
      }
      const instance = serviceOrigin(body.instance);
      if (!instance) throw invalidService();
      let app = await keptApp(db, instance, redirectUri);
      if (!app) {
        const registered = await registerApp(instance, redirectUri, deps.publicUrl, deps.policy).catch(
          (error) => {
            throw connectionRefusal(error);
          },
        );
        app = await keepApp(db, {
          instance,
          redirectUri,
          clientId: registered.clientId,
          clientSecret: seal(deps.key, registered.clientSecret),
        });
        if (!app) throw invalidService();
      }
      const state = await newSignIn(db, userId, instance);
      const url = authorizeUrl(instance, { clientId: app.clientId, clientSecret: '' }, redirectUri, state);
      return c.json({ authorizeUrl: url }, 201);
    })
    .openapi(route(publishingApi.removeConnection, requireUser), async (c) => {
      const db = c.get('db');
      const userId = currentUser(c).id;
      const row = await findConnection(db, userId, c.req.valid('param').id);
      if (!row) throw new AppError(404, 'not_found');
      if (row.network === 'mastodon') {
        const app = await keptApp(db, row.service, redirectUri);
        if (app) {
          const { token } = unseal<{ token: string }>(deps.key, row.secret);
          const secrets = {
            clientId: app.clientId,
            clientSecret: unseal<string>(deps.key, app.clientSecret),
          };
          // Best effort: an instance that does not answer never keeps an account connected here.
          await revokeToken(row.service, secrets, token, deps.policy).catch(() => {});
        }
      }
      await db
        .update(publications)
        .set({ state: 'failed', reason: 'publishing.errors.disconnected', lockedUntil: null })
        .where(and(eq(publications.connectionId, row.id), eq(publications.state, 'scheduled')));
      await db
        .delete(publishingConnections)
        .where(and(eq(publishingConnections.id, row.id), eq(publishingConnections.userId, userId)));
      return c.body(null, 204);
    })
    .openapi(route(publishingApi.publish, requireUser), async (c) => {
      const view = await publishText(publishDeps(c), publisher(c), c.req.valid('json'));
      return c.json(view, 202);
    })
    .openapi(route(publishingApi.publishPost, requireUser), async (c) => {
      const view = await publishCampaignPost(
        publishDeps(c),
        publisher(c),
        c.req.valid('param'),
        c.req.valid('json'),
      );
      return c.json(view, 202);
    })
    .openapi(route(publishingApi.postPublication, requireUser), async (c) => {
      const db = c.get('db');
      const userId = currentUser(c).id;
      const { id, postId } = c.req.valid('param');
      const row = await latestOfPost(db, userId, postId);
      if (!row || row.campaignId !== id) throw new AppError(404, 'not_found');
      c.header('Cache-Control', 'no-store');
      return c.json(publicationView(row, c.get('language')), 200);
    })
    .openapi(route(publishingApi.retryPublication, requireUser), async (c) => {
      const db = c.get('db');
      const userId = currentUser(c).id;
      const tier = await publishingPlan(db, userId);
      const failed = await findPublication(db, userId, c.req.valid('param').id);
      if (!failed) throw new AppError(404, 'not_found');
      const row = await retryPublication(db, tier, failed);
      if (row.state === 'scheduled') deps.scheduler?.poke();
      return c.json(publicationView(row, c.get('language')), 202);
    })
    .openapi(route(publishingApi.readPublication, requireUser), async (c) => {
      const view = await publicationOf(c.get('db'), publisher(c), c.req.valid('param').id);
      c.header('Cache-Control', 'no-store');
      return c.json(view, 200);
    })
    .get(MASTODON_CALLBACK_PATH, requireUser, async (c) => {
      const db = c.get('db');
      const userId = currentUser(c).id;
      const query = CALLBACK_QUERY.safeParse(c.req.query());
      const { code, state } = query.success ? query.data : {};
      const failed = () => c.redirect(`${PREFERENCES}?connection=failed`, 302);
      if (!code || !state) return failed();
      const instance = await takeSignIn(db, userId, state);
      if (!instance) return failed();
      const app = await keptApp(db, instance, redirectUri);
      if (!app) return failed();
      try {
        const tier = await publishingPlan(db, userId);
        const secrets = { clientId: app.clientId, clientSecret: unseal<string>(deps.key, app.clientSecret) };
        const account = await exchangeCode(instance, secrets, redirectUri, code, deps.policy);
        const row = await insertConnection(db, tier, {
          userId,
          network: 'mastodon',
          handle: account.handle,
          service: instance,
          accountId: account.accountId,
          secret: seal(deps.key, { token: account.token }),
        });
        deps.logger.info({ connection: row.id, network: 'mastodon' }, 'connection added');
        return c.redirect(`${PREFERENCES}?connection=mastodon`, 302);
      } catch (error) {
        deps.logger.info(
          { reason: error instanceof Error ? error.name : 'unknown' },
          'mastodon sign-in failed',
        );
        return failed();
      }
    });
}
