// `npm run restore -- <file> [--force]`: a backup made by `npm run backup` becomes the embedded
// database in PGLITE_DIR. The server on that directory must be stopped; a directory that holds
// anything is kept aside (<dir>.before-restore-<timestamp>), and only with --force (decision 0040).
import { BackupError, restore } from '../apps/server/src/db/backup';
import { loadEnv } from '../apps/server/src/env';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <file> [--force]   (the server on PGLITE_DIR stopped)');
  process.exit(2);
}
const env = loadEnv();
try {
  const { dir, aside } = await restore({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    file: files[0]!,
    force,
  });
  console.log(`Restored ${files[0]} into ${dir}.${aside ? ` What was there is kept in ${aside}.` : ''}`);
  console.log('Start the server (npm start) to use it.');
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
