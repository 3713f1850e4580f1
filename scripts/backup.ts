// `npm run backup -- <file> [--force]`: a consistent copy of the embedded database (PGLITE_DIR), made
// by the running server if there is one, else from the directory itself (decision 0040). With
// DATABASE_URL set it says how to use pg_dump instead.
import { BackupError, backup } from '../apps/server/src/db/backup';
import { loadEnv } from '../apps/server/src/env';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error(
    'Usage: npm run backup -- <file> [--force]   (e.g. npm run backup -- captia-2026-11-27.tar.gz)',
  );
  process.exit(2);
}
const env = loadEnv();
try {
  const { from, bytes } = await backup({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    file: files[0]!,
    force,
  });
  console.log(
    `Backed up ${env.PGLITE_DIR} (${from === 'server' ? 'through the running server' : 'no server was running'}) to ${files[0]}: ${bytes} bytes.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
