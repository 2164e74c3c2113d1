/**
 * The ledger's debit path (what `/order/PayOrder` uses: a transaction around the wallet → merchant `transfer`, wallet to
 * merchant, type 12) under 50 concurrent callers, beside the very same SQL run bare through `pg`
 * (BEGIN, the journal statement, COMMIT on a pooled client), in one run, against DATABASE_URL
 * (default postgres://root@127.0.0.1:5432/test). It creates and drops its own database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { inTransaction } from '../apps/server/src/db/tx';
import { accounts, checkLedger, journalStatement, transfer } from '../apps/server/src/modules/ledger/ledger.service';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CALLERS = 50;
const POOL = 20;
const USERS = Number(process.env.BENCH_USERS ?? 500);
const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? 50);

const name = `wf_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(baseUrl);
url.pathname = `/${name}`;

const database = await openDatabase({ url: url.toString(), poolSize: POOL });
const bare = new pg.Pool({ connectionString: url.toString(), max: POOL });
bare.on('error', () => {});

type Op = (i: number) => Promise<unknown>;
const pick = (i: number) => ({ userId: 1 + (i % USERS), merchantId: 1 + ((i * 7) % MERCHANTS) });

/** What PayOrder calls. */
const ledgerDebit: Op = (i) => {
  const { userId, merchantId } = pick(i);
  return inTransaction(database.db, (tx) =>
    transfer(tx, {
      userId,
      amount: 1,
      from: accounts.wallet(userId, 'THB'),
      to: accounts.merchant(merchantId, 'THB'),
      type: 12,
      orderId: i,
      ref: `order:${i}`,
      memo: 'bench',
    }),
  );
};

/** The same statement, bare. */
const rawDebit: Op = async (i) => {
  const { userId, merchantId } = pick(i);
  const st = journalStatement({
    type: 12,
    userId,
    orderId: i,
    ref: `order:${i}`,
    memo: 'bench',
    legs: [
      { account: accounts.wallet(userId, 'THB'), amount: -1 },
      { account: accounts.merchant(merchantId, 'THB'), amount: 1 },
    ],
  });
  const client = await bare.connect();
  try {
    await client.query('begin');
    const res = await client.query({ name: st.name, text: st.text, values: st.values });
    if (res.rows[0]?.journal_id === null) throw new Error('debit refused');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
};

let counter = 0;
/** Runs `op` from CALLERS concurrent callers for `ms`; answers ops per second and p99 latency in ms. */
async function drive(op: Op, ms: number) {
  const latencies: number[] = [];
  let errors = 0;
  const cpu0 = process.cpuUsage();
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await op(++counter);
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const cpu = process.cpuUsage(cpu0);
  return {
    /** Client-side CPU per operation, microseconds. */
    cpuPerOp: (cpu.user + cpu.system) / Math.max(1, latencies.length),
    ops: latencies.length,
    tps: latencies.length / (ms / 1000),
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
  };
}

try {
  // Wallets with plenty of money, merchants' accounts, through the ledger itself.
  for (let u = 1; u <= USERS; u++) {
    await database.db.transaction((tx) =>
      transfer(tx, {
        from: accounts.system('gateway_clearing', 'THB'),
        to: accounts.wallet(u, 'THB'),
        amount: 1_000_000_000,
        type: 1,
        userId: u,
      }),
    );
  }
  for (let m = 1; m <= MERCHANTS; m++) await ledgerDebit(m);
  await drive(rawDebit, 1500);
  await drive(ledgerDebit, 1500);

  // Alternating halves so drift (autovacuum, cache) hits both sides alike.
  const half = (seconds * 1000) / 2;
  const runs = { ledger: [] as Awaited<ReturnType<typeof drive>>[], raw: [] as Awaited<ReturnType<typeof drive>>[] };
  runs.raw.push(await drive(rawDebit, half));
  runs.ledger.push(await drive(ledgerDebit, half));
  runs.ledger.push(await drive(ledgerDebit, half));
  runs.raw.push(await drive(rawDebit, half));
  const sum = (rs: typeof runs.raw) => ({
    tps: Math.round(rs.reduce((a, r) => a + r.tps, 0) / rs.length),
    p99: Math.max(...rs.map((r) => r.p99)).toFixed(1),
    errors: rs.reduce((a, r) => a + r.errors, 0),
    cpu: Math.round(rs.reduce((a, r) => a + r.cpuPerOp, 0) / rs.length),
  });
  const ledger = sum(runs.ledger);
  const raw = sum(runs.raw);
  console.log(`RESULT ledger_debit_tps ${ledger.tps} tx/s`);
  console.log(`RESULT ledger_debit_p99 ${ledger.p99} ms`);
  console.log(`RESULT ledger_debit_raw_tps ${raw.tps} tx/s`);
  console.log(`RESULT ledger_debit_raw_p99 ${raw.p99} ms`);
  console.log(`# client CPU per debit: ledger ${ledger.cpu} us, raw ${raw.cpu} us`);
  if (ledger.errors || raw.errors) console.log(`# errors: ledger ${ledger.errors}, raw ${raw.errors}`);
  const check = await checkLedger(database.db);
  console.log(`RESULT ledger_check ${check.ok ? 1 : 0} ok`);
  if (!check.ok) console.log(`# ${check.problems.slice(0, 5).join('; ')}`);
  console.log(`RATIO ledger_debit_vs_raw ${(ledger.tps / raw.tps).toFixed(2)}`);
  if (!check.ok || ledger.errors || raw.errors) process.exitCode = 1;
} finally {
  await bare.end();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
