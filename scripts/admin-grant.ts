// `npm run admin:grant -- someone@example.com [other@example.com]`: makes existing, verified accounts admins,
// on the database the server would use (DATABASE_URL, else the PGlite directory — stop the server first).
import { grantAdmin } from '../apps/server/src/auth/accounts.service';
import { openDatabase } from '../apps/server/src/db/client';
import { loadEnv } from '../apps/server/src/env';

const emails = process.argv
  .slice(2)
  .map((e) => e.trim().toLowerCase())
  .filter(Boolean);
if (emails.length === 0) {
  console.error('Usage: npm run admin:grant -- someone@example.com [more@example.com]');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  directUrl: env.DATABASE_DIRECT_URL,
  pooler: env.DATABASE_POOLER,
  pgliteDir: env.PGLITE_DIR,
});
try {
  await database.migrate();
  const count = await grantAdmin(database.db, emails);
  console.log(`${count} of ${emails.length} account(s) are now admins.`);
  if (count < emails.length)
    console.log(
      'Only accounts whose address is verified are granted. Accounts listed in ADMIN_EMAILS become admins once their address is verified.',
    );
  process.exitCode = count === emails.length ? 0 : 1;
} finally {
  await database.close();
}
