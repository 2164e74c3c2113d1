/**
 * The ceiling for `/api/order/PayOrder`: a bare Fastify handler doing the same work through `pg` with the
 * same statements: the session lookup by token hash, then BEGIN, the order's conditional UPDATE (the
 * repository's statement), the ledger's debit journal in the order's currency (wallet → escrow, type 12, the ledger's own
 * statement), COMMIT. No validation, idempotency scope, events or envelope schema.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
// The app's Fastify typings (auth.ts reads `app.db`).
import type {} from '../apps/server/src/app';
import { accounts, journalStatement } from '../apps/server/src/modules/ledger/ledger.service';
import { PAY_ORDER_SQL } from '../apps/server/src/modules/order/order.sql';
import { SESSION_SQL } from '../apps/server/src/modules/user/session.sql';

const STEP_SECONDS = Number(process.env.DISPATCH_STEP_SECONDS ?? 3600);

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 20 });
pool.on('error', () => {});
const app = Fastify({ logger: false });

app.post('/pay', async (req) => {
  const token = (req.headers.authorization ?? '').slice(7);
  const oid = Number((req.body as { oid: string }).oid);
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await pool.query({ name: 'auth_session_v1', text: SESSION_SQL, values: [hash, new Date()] });
  const userId = Number(session.rows[0]?.id);
  if (!userId) return { status: -100, data: null, msg: 'login_expired' };
  const client = await pool.connect();
  try {
    await client.query('begin');
    const paid = await client.query({ name: 'order_pay_v3', text: PAY_ORDER_SQL, values: [oid, userId, STEP_SECONDS] });
    const row = paid.rows[0];
    if (!row) throw new Error('not payable');
    const st = journalStatement({
      type: 12,
      userId,
      orderId: oid,
      ref: `order:${oid}`,
      legs: [
        { account: accounts.wallet(userId, String(row.currency)), amount: -Number(row.amount) },
        { account: accounts.escrow(userId, String(row.currency)), amount: Number(row.amount) },
      ],
    });
    const debit = await client.query({ name: st.name, text: st.text, values: st.values });
    if (debit.rows[0]?.journal_id === null) throw new Error('debit refused');
    await client.query('commit');
    return {
      status: 0,
      data: {
        oid: String(oid),
        status: 1,
        payStatus: 1,
        amount: Number(row.amount),
        unit: String(row.currency),
        payment: null,
        balance: Number(debit.rows[0].b0),
        balanceUnit: String(row.currency),
      },
      msg: 'success',
    };
  } catch (err) {
    await client.query('rollback');
    return { status: 1013, data: null, msg: (err as Error).message };
  } finally {
    client.release();
  }
});
// A clean exit on SIGTERM (so BENCH_CPU_PROF can write its profile).
process.on('SIGTERM', () => process.exit(0));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw pay ready');
