import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createApp, publishingScheduler, webhookDispatcher } from './app';
import { grantAdmin } from './auth/accounts.service';
import { withInstallSecret } from './auth/install-secret';
import { removeBackupAccess, writeBackupAccess } from './db/backup';
import { openDatabase } from './db/client';
import { type Env, EnvError, type LoadedEnv, loadEnv } from './env';
import { lanUrls } from './http/lan-urls';
import { listen } from './http/node-server';
import { parseAllowList } from './links/fetch-user-url';
import { logAllowList } from './links/link-reader';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { reviewNotices } from './review';

/** env → database → migrations → app → listen, and a graceful shutdown on SIGTERM/SIGINT. */
export async function start() {
  let loaded: LoadedEnv;
  try {
    loaded = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`CaptIA cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(loaded.LOG_LEVEL);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let env: Env;
  try {
    database = await openDatabase({
      databaseUrl: loaded.DATABASE_URL,
      directUrl: loaded.DATABASE_DIRECT_URL,
      pooler: loaded.DATABASE_POOLER,
      pgliteDir: loaded.PGLITE_DIR,
      poolMax: loaded.DATABASE_POOL_MAX,
      logger,
    });
    await database.migrate();
    // Without BETTER_AUTH_SECRET (never in production) the install's own, kept in its database.
    env = await withInstallSecret(loaded, database);
  } catch (error) {
    logger.fatal({ err: error }, `CaptIA cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  logger.info({ db: database.kind }, 'database ready, migrations applied');
  const promoted = await grantAdmin(database.db, env.ADMIN_EMAILS);
  if (promoted > 0) logger.info({ count: promoted }, 'ADMIN_EMAILS: admin role granted');
  logAllowList(parseAllowList(env.LINK_FETCH_ALLOW), logger, env.NODE_ENV === 'production');

  const lifecycle = { draining: false };
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, database, logger });
  // PGlite in a directory: `npm run backup` asks this process (it alone may open the directory).
  const backupDir =
    database.dumpDataDir && !env.PGLITE_DIR.startsWith('memory://') ? path.resolve(env.PGLITE_DIR) : null;
  const backupToken = backupDir ? randomBytes(32).toString('base64url') : undefined;
  // Publications due are sent by every instance's scheduler, each job claimed by one (decision 0057).
  const scheduler = publishingScheduler({ env, database, logger });
  scheduler.start();
  // Webhook deliveries, claimed the same way (decision 0058).
  const dispatcher = webhookDispatcher({ env, database, logger, mailer });
  dispatcher.start();
  // Review e-mails held back by the 30-minute window, sent once it is over (decision 0058).
  const notices = reviewNotices({ database, logger, mailer, publicUrl: env.PUBLIC_URL });
  notices.start();
  const app = createApp({
    env,
    database,
    logger,
    mailer,
    lifecycle,
    scheduler,
    dispatcher,
    ...(backupToken && { backupToken }),
  });
  // Bounded waits on slow clients (headers, request bodies, idle keep-alive): see SERVER_TIMEOUTS.
  const server = listen({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port }, `CaptIA listening on http://localhost:${info.port}`);
    // Where a first run's mail (verification, reset links) can be read (DEV_TOOLS, decision 0048).
    if (mailer.kind === 'outbox' && env.NODE_ENV !== 'production') {
      logger.info(
        env.DEV_TOOLS
          ? `Mail is kept in the local outbox: http://localhost:${info.port}/dev/mailbox (this machine only)`
          : 'Mail is kept in the local outbox (no SMTP_URL). To read it at /dev/mailbox from this machine, start with DEV_TOOLS=on, never where a proxy forwards to this server',
      );
    }
    if (backupDir && backupToken) {
      try {
        writeBackupAccess(backupDir, {
          pid: process.pid,
          port: info.port,
          host: env.HOST,
          token: backupToken,
        });
      } catch (error) {
        logger.warn(
          { err: error },
          'backup: could not write the access file; npm run backup will not reach this server',
        );
      }
    }
    // Without PUBLIC_URL, writes from this machine's own addresses are accepted (decision 0035):
    // a phone on the same network can use the app at one of them.
    const lan = env.publicUrlIsDefault && env.NODE_ENV !== 'production' ? lanUrls(env.HOST, info.port) : [];
    if (lan.length > 0) logger.info({ urls: lan }, `On this network: ${lan.join(', ')}`);
  });

  server.on('error', async (error: NodeJS.ErrnoException) => {
    logger.fatal(
      { err: error },
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use. Set PORT to another port.`
        : 'server error',
    );
    await database.close();
    process.exit(1);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    logger.info({ signal }, 'draining in-flight requests');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), env.SHUTDOWN_TIMEOUT_MS).unref()),
    ]);
    if (timedOut) {
      logger.warn('shutdown timeout reached, closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }
    await scheduler.stop();
    await dispatcher.stop();
    await notices.stop();
    await mailer.close();
    if (backupDir) removeBackupAccess(backupDir);
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
