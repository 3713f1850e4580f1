import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSecret } from '../../src/auth/install-secret';
import { type Database, openDatabase } from '../../src/db/client';
import { type PrivateCluster, startPrivateCluster } from './cluster';
import {
  call,
  removeWebDist,
  type ServerProcess,
  signUp,
  startServerProcess,
  uniqueEmail,
} from './processes';

/**
 * Instances on one PostgreSQL without BETTER_AUTH_SECRET: each would generate a secret on its
 * first start, and all of them must end up signing with the same one (the first stored).
 */
const PUBLIC_URL = 'http://replicas.captia.test';

let cluster: PrivateCluster;
beforeAll(async () => {
  cluster = await startPrivateCluster();
});
afterAll(() => {
  cluster?.destroy();
});

describe('the generated secret on one PostgreSQL', () => {
  it('opened by several instances at once, every one reads the same stored value', async () => {
    const databases: Database[] = await Promise.all(
      [0, 1, 2, 3].map(() => openDatabase({ databaseUrl: cluster.url, pgliteDir: 'memory://' })),
    );
    try {
      // Migrate, then insert-or-keep and read, all at once: whichever insert wins is the value.
      const secrets = await Promise.all(
        databases.map(async (database) => {
          await database.migrate();
          return installSecret(database);
        }),
      );
      expect(new Set(secrets).size).toBe(1);
      const rows = await cluster.query<{ value: string }>('select value from app_secrets');
      expect(rows.map((row) => row.value)).toEqual([secrets[0]]);
      // A later start reads it again.
      expect(await installSecret(databases[0] as Database)).toBe(secrets[0]);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  it('two server processes started together without BETTER_AUTH_SECRET accept each other’s sessions', async () => {
    let servers: ServerProcess[] = [];
    try {
      // An empty value is unset: each process resolves the secret from the database.
      servers = await Promise.all(
        [0, 1].map(() =>
          startServerProcess(
            { DATABASE_URL: cluster.url, BETTER_AUTH_SECRET: '' },
            { publicUrl: PUBLIC_URL },
          ),
        ),
      );
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const cookie = await signUp(a.base, PUBLIC_URL, uniqueEmail('shared-secret'));
      expect((await call(b.base, '/api/me', { cookie })).status).toBe(200);
      expect((await call(a.base, '/api/me', { cookie })).status).toBe(200);
    } finally {
      const codes = await Promise.all(servers.map((server) => server.stop()));
      removeWebDist();
      expect(codes.every((code) => code === 0)).toBe(true);
    }
  });
});
