/**
 * Paying orders, against DATABASE_URL (default postgres://root@127.0.0.1:5432/test) in one run, 50
 * connections each:
 * 1. `pgbench` TPC-B on its own small database (scale PGBENCH_SCALE, default 1): the database's own limit.
 * 2. A bare Fastify handler doing the same pay transaction through `pg` (bench/pay-order-raw.ts).
 * 3. Our `/api/order/PayOrder` on pre-created unpaid orders.
 * Every request pays a different unpaid order of a different user (round robin over BENCH_USERS users,
 * each with a session and a funded wallet). Afterwards the paid orders are counted against the answers
 * and the ledger is checked. The bench creates and drops its own databases.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed';
import { accounts, checkLedger, transfer } from '../apps/server/src/modules/ledger/ledger.service';
import {
  averaged,
  freePort,
  type LoadResult,
  ratio,
  report,
  type Side,
  sideBySide,
  startProcess,
  startWayfare,
} from './lib';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_CPU_PROF=<dir>: our server writes a V8 CPU profile there when it stops. */
const profile: Record<string, string> = process.env.BENCH_CPU_PROF
  ? { NODE_OPTIONS: `--import=${new URL('./cpu-profile-preload.mjs', import.meta.url).pathname}` }
  : {};
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const SCALE = Number(process.env.PGBENCH_SCALE ?? 1);
const CONNECTIONS = 50;
/** Orders per side: more than either can pay in the run. */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 150_000);
const AMOUNT = 100;

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
const suffix = randomBytes(4).toString('hex');
const names = { app: `wf_bench_pay_${suffix}`, pgbench: `wf_bench_pgb_${suffix}` };
const urlOf = (db: string) => {
  const u = new URL(baseUrl);
  u.pathname = `/${db}`;
  return u.toString();
};

function pgbench(args: string[]) {
  const res = spawnSync('pgbench', args, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${res.stderr}`);
  return res.stdout + res.stderr;
}

/** Orders paid through `url` with autocannon, each request a different order of `pool`. */
async function payLoad(
  url: string,
  pool: { oid: number; token: string }[],
  cursor: { i: number },
  secs: number,
): Promise<LoadResult & { ok: number; refused: number }> {
  let ok = 0;
  let refused = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: secs,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const o = pool[cursor.i++];
          if (!o) throw new Error('bench ran out of unpaid orders: raise BENCH_ORDERS');
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${o.token}` },
            body: JSON.stringify({ oid: String(o.oid) }),
          };
        },
        onResponse: (status, body) => {
          if (status === 200 && body.startsWith('{"status":0')) ok++;
          else refused++;
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ok,
    refused,
  };
}

try {
  // ---- pgbench TPC-B ----
  await admin.query(`create database ${names.pgbench}`);
  pgbench(['-i', '-q', '-s', String(SCALE), urlOf(names.pgbench)]);
  const out = pgbench(['-n', '-c', String(CONNECTIONS), '-j', '2', '-T', String(seconds), urlOf(names.pgbench)]);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  console.log(`RESULT pgbench_tpcb_tps ${Math.round(tps)} tx/s`);
  await admin.query(`drop database if exists ${names.pgbench} with (force)`);

  // ---- the world: seed, users with sessions and money, unpaid orders ----
  await admin.query(`create database ${names.app}`);
  const dbUrl = urlOf(names.app);
  const database = await openDatabase({ url: dbUrl, poolSize: 4 });
  await seed(database.db);
  const sql = new pg.Pool({ connectionString: dbUrl, max: 4 });
  sql.on('error', () => {});
  const tokens = Array.from({ length: USERS }, () => randomBytes(24).toString('base64url'));
  const { rows: users } = await sql.query(
    `insert into users (account, name, country_code, invite_code)
     select 'bench-' || g || '-${suffix}@example.com', 'Bench ' || g, 'TH', upper('B${suffix}' || g)
     from generate_series(1, $1::int) g returning id`,
    [USERS],
  );
  const userIds = users.map((u) => Number(u.id));
  await sql.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select * from unnest($1::bigint[], $2::text[], array_fill(now() + interval '1 day', array[$3::int]))`,
    [userIds, tokens.map((t) => createHash('sha256').update(t).digest('hex')), USERS],
  );
  const perUser = Math.ceil((2 * ORDERS) / USERS) + 1;
  for (const id of userIds) {
    await database.db.transaction((tx) =>
      transfer(tx, {
        from: accounts.system('gateway_clearing', 'THB'),
        to: accounts.wallet(id, 'THB'),
        amount: perUser * AMOUNT,
        type: 1,
        userId: id,
        ref: 'bench:fund',
      }),
    );
  }
  // Each payer's order escrow (the ledger would create it on a first payment; the bare handler does not).
  await sql.query(
    `insert into ledger_accounts (kind, owner_id, currency) select 'order_escrow', unnest($1::bigint[]), 'THB'
     on conflict do nothing`,
    [userIds],
  );
  const [merchant] = (await sql.query('select id from merchants where type = 1 order by id limit 1')).rows;
  const { rows: orders } = await sql.query(
    `insert into orders (user_id, merchant_id, type, currency, items_total, delivery_fee, amount, expires_at, timeline)
     select ($1::bigint[])[1 + (g % $2::int)], $3::bigint, 1, 'THB', $4::bigint - 40, 40, $4::bigint,
       now() + interval '1 day', '[{"status":0,"at":"2026-01-01T00:00:00.000Z"}]'::jsonb
     from generate_series(0, $5::int - 1) g returning id, user_id`,
    [userIds, USERS, merchant.id, AMOUNT, 2 * ORDERS],
  );
  await sql.query('vacuum analyze orders');
  const tokenOf = new Map(userIds.map((id, i) => [id, tokens[i]!]));
  const all = orders.map((o) => ({ oid: Number(o.id), token: tokenOf.get(Number(o.user_id))! }));
  const pools = { ours: all.filter((_, i) => i % 2 === 0), raw: all.filter((_, i) => i % 2 === 1) };
  const cursors = { ours: { i: 0 }, raw: { i: 0 } };

  const env = { DISPATCH_STEP_SECONDS: '3600' };
  const wayfare = await startWayfare({ DATABASE_URL: dbUrl, SEED_DEMO: 'false', ...env, ...profile });
  const raw = await startProcess(
    'bench/pay-order-raw.ts',
    { BENCH_DATABASE_URL: dbUrl, ...env, ...profile },
    /raw pay ready/,
    await freePort(),
  );
  let stopped = false;
  try {
    const ours = `${wayfare.url}/api/order/PayOrder`;
    const bare = `${raw.url}/pay`;
    const { results, spent } = await sideBySide(
      { ours: wayfare.child.pid, raw: raw.child.pid },
      (side, secs) => payLoad(side === 'ours' ? ours : bare, pools[side], cursors[side], secs),
      seconds,
    );
    const o = averaged(results.ours);
    const b = averaged(results.raw);
    report('pay_order', o);
    report('pay_order_raw', b);
    const refused = (side: Side) => results[side][0].refused + results[side][1].refused;
    if (refused('ours') || refused('raw'))
      console.log(`# refused answers: ours ${refused('ours')}, raw ${refused('raw')}`);
    // Per paid order: CPU in microseconds, read and write system calls.
    const paid = (side: Side) => Math.max(1, results[side][0].ok + results[side][1].ok);
    const per = (side: Side, n: number, digits = 0) => (n / paid(side)).toFixed(digits);
    console.log(
      `# server CPU per paid order: ours ${per('ours', spent.ours.cpu * 1000)} us, raw ${per('raw', spent.raw.cpu * 1000)} us`,
    );
    console.log(
      `# server system calls per paid order (read/write): ours ${per('ours', spent.ours.reads, 2)}/${per('ours', spent.ours.writes, 2)}, raw ${per('raw', spent.raw.reads, 2)}/${per('raw', spent.raw.writes, 2)}`,
    );
    ratio('pay_vs_pgbench', o.rps, tps);
    ratio('pay_vs_raw', o.rps, b.rps);

    // Requests autocannon abandoned at the end may still be committing: stop both servers (they drain)
    // before counting.
    await Promise.all([raw.stop(), wayfare.stop()]);
    stopped = true;
    // Every paid order was charged exactly once (one type 12 journal each), and the ledger balances.
    const count = async (text: string) => Number((await sql.query(text)).rows[0].n);
    const paidOrders = await count('select count(*) as n from orders where status = 1');
    const journals = await count('select count(*) as n from ledger_journals where type = 12');
    const unpaidCharged = await count(
      `select count(*) as n from orders o where o.status = 1
       and (select count(*) from ledger_journals j where j.order_id = o.id and j.type = 12) <> 1`,
    );
    console.log(
      `# paid orders ${paidOrders}, type 12 journals ${journals}, paid orders without exactly one: ${unpaidCharged}`,
    );
    const check = await checkLedger(database.db);
    console.log(`RESULT pay_ledger_check ${check.ok ? 1 : 0} ok`);
    if (!check.ok) console.log(`# ${check.problems.slice(0, 5).join('; ')}`);
    if (!check.ok || paidOrders !== journals || unpaidCharged || o.errors) process.exitCode = 1;
  } finally {
    if (!stopped) await Promise.all([raw.stop(), wayfare.stop()]);
    await sql.end();
    await database.close();
  }
} finally {
  await admin.query(`drop database if exists ${names.pgbench} with (force)`);
  await admin.query(`drop database if exists ${names.app} with (force)`);
  await admin.end();
}
