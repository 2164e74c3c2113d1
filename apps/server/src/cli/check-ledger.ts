/**
 * Proves the ledger of the configured database (after a restore, or any time):
 *
 *   npm run ledger:check
 *
 * Every journal sums to zero per currency, every balance equals its entries, no wallet is negative, every
 * wallet's held amount equals its pending withdrawals (modules/ledger `checkLedger`). Prints one JSON line
 * and exits 0 when it holds, 1 when it does not. Uses the server's configuration (DATABASE_URL, or the
 * embedded database in DATA_DIR: stop the server first) and, like the server, applies pending migrations.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { checkLedger } from '../modules/ledger/ledger.service';

async function main() {
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR means where the command was typed.
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
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    const { issues: _byCurrency, ...check } = await checkLedger(database.db);
    console.log(JSON.stringify({ ledger: check.ok ? 'ok' : 'broken', ...check }));
    process.exitCode = check.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
