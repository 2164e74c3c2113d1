/**
 * Creates the first back-office operator (or resets an operator's password and role):
 *
 *   npm run admin:create -- <username> <password> [role] [merchant id]
 *
 * role is admin (default), finance, support, content or merchant (which names its shop's id). It uses the same configuration as the server
 * (DATABASE_URL, or the embedded database in DATA_DIR: stop the server first, the embedded database takes
 * one process at a time). The operator then signs in with `/api/admin/Login`.
 */
import path from 'node:path';
import { OperatorRoles } from '@wayfare/contracts';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createOperator, isOperatorRole } from '../modules/admin/admin.service';

const usage = `usage: npm run admin:create -- <username> <password> [${OperatorRoles.join('|')}] [merchant id, for merchant]`;

async function main() {
  const [username, password, role = 'admin', shop] = process.argv.slice(2);
  if (!username || !password || !/^[A-Za-z0-9_.@-]{1,64}$/.test(username)) {
    console.error(usage);
    process.exit(64);
  }
  if ([...password].length < 8 || [...password].length > 128) {
    console.error('the password must be 8 to 128 characters');
    process.exit(64);
  }
  if (!isOperatorRole(role) || (role === 'merchant') !== (shop !== undefined) || (shop && !/^\d{1,18}$/.test(shop))) {
    console.error(usage);
    process.exit(64);
  }
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR means where the command was typed
  // (the repository root for `npm run admin:create`), as it does for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const op = await createOperator(database.db, username, password, role, shop ? Number(shop) : null);
    console.log(`operator ${op.username} (${op.role}) is ready, id ${op.id}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
