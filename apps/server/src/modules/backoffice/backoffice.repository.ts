import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';
import {
  auditLog,
  ledgerAccounts,
  ledgerEntries,
  ledgerJournals,
  merchantPayouts,
  merchants,
  news,
  operators,
  orderItems,
  orders,
  paymentChannels,
  recharges,
  sessions,
  users,
  withdrawals,
} from '../../db/schema';

type Paging = { offset: number; limit: number };

/** The back office's read models: lists, the dashboard's daily sums, the audit trail (read only). */
export const backofficeRepository = {
  withdrawals: async (db: Executor, status: number | undefined, p: Paging) => {
    const where = status === undefined ? undefined : eq(withdrawals.status, status);
    const [rows, [total]] = await Promise.all([
      db
        .select({ w: withdrawals, c: paymentChannels, account: users.account, userName: users.name })
        .from(withdrawals)
        .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .where(where)
        .orderBy(desc(withdrawals.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(withdrawals).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  recharges: async (db: Executor, status: number | undefined, p: Paging) => {
    const where = status === undefined ? undefined : eq(recharges.status, status);
    const [rows, [total]] = await Promise.all([
      db
        .select({ r: recharges, c: paymentChannels, account: users.account, userName: users.name })
        .from(recharges)
        .innerJoin(paymentChannels, eq(paymentChannels.id, recharges.channelId))
        .innerJoin(users, eq(users.id, recharges.userId))
        .where(where)
        .orderBy(desc(recharges.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(recharges).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  userWithdrawals: (db: Executor, userId: number) =>
    db
      .select({ w: withdrawals, c: paymentChannels })
      .from(withdrawals)
      .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.id))
      .limit(50),

  userRecharges: (db: Executor, userId: number) =>
    db
      .select({ r: recharges, c: paymentChannels })
      .from(recharges)
      .innerJoin(paymentChannels, eq(paymentChannels.id, recharges.channelId))
      .where(eq(recharges.userId, userId))
      .orderBy(desc(recharges.id))
      .limit(50),

  users: async (db: Executor, q: string | undefined, p: Paging) => {
    const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where =
      like === null
        ? undefined
        : or(
            ilike(users.account, like),
            ilike(users.name, like),
            /^\d{1,18}$/.test(q!) ? eq(users.id, Number(q)) : undefined,
          );
    const [rows, [total]] = await Promise.all([
      db.select().from(users).where(where).orderBy(desc(users.id)).limit(p.limit).offset(p.offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  user: async (db: Executor, userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0] ?? null,

  /** How many sessions of the user are signed in now (not revoked, not expired). */
  liveSessions: async (db: Executor, userId: number) =>
    (
      await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    )[0]?.n ?? 0,

  wallets: (db: Executor, userId: number) =>
    db
      .select({ unit: ledgerAccounts.currency, balance: ledgerAccounts.balance, held: ledgerAccounts.held })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.ownerId, userId)))
      .orderBy(ledgerAccounts.currency),

  /** The latest entries on the user's wallets, with their journals. */
  walletEntries: (db: Executor, userId: number) =>
    db
      .select({
        id: ledgerJournals.id,
        type: ledgerJournals.type,
        unit: ledgerEntries.currency,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        ref: ledgerJournals.ref,
        memo: ledgerJournals.memo,
        at: ledgerJournals.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
      .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.ownerId, userId)))
      .orderBy(desc(ledgerEntries.id))
      .limit(50),

  orders: async (
    db: Executor,
    f: { type?: number; status?: number; merchantId?: number; from?: Date; to?: Date; paidOnly?: boolean },
    p: Paging,
  ) => {
    const conds: (SQL | undefined)[] = [
      f.type === undefined ? undefined : eq(orders.type, f.type),
      f.status === undefined ? undefined : eq(orders.status, f.status),
      f.merchantId === undefined ? undefined : eq(orders.merchantId, f.merchantId),
      f.from ? gte(orders.createdAt, f.from) : undefined,
      f.to ? lt(orders.createdAt, f.to) : undefined,
      f.paidOnly ? eq(orders.payStatus, 1) : undefined,
    ];
    const where = and(...conds);
    const [rows, [total]] = await Promise.all([
      db
        .select({ o: orders, account: users.account, merchantName: merchants.name })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(merchants, eq(merchants.id, orders.merchantId))
        .where(where)
        .orderBy(desc(orders.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  order: async (db: Executor, orderId: number) =>
    (
      await db
        .select({ o: orders, account: users.account, merchantName: merchants.name })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(merchants, eq(merchants.id, orders.merchantId))
        .where(eq(orders.id, orderId))
    )[0] ?? null,

  orderItems: (db: Executor, orderId: number) =>
    db
      .select({
        name: orderItems.name,
        specs: orderItems.specs,
        texts: orderItems.texts,
        quantity: orderItems.quantity,
        subtotal: orderItems.subtotal,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id),

  audit: async (db: Executor, f: { target?: string; action?: string }, p: Paging) => {
    const where = and(
      f.target ? eq(auditLog.target, f.target) : undefined,
      f.action ? ilike(auditLog.action, `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ a: auditLog, username: operators.username, role: operators.role })
        .from(auditLog)
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  newsPage: async (db: Executor, p: Paging) => {
    const [rows, [total]] = await Promise.all([
      db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id)).limit(p.limit).offset(p.offset),
      db.select({ n: count() }).from(news),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The news item, locked for an edit in this transaction. */
  lockNews: async (db: Executor, id: number) =>
    (await db.select().from(news).where(eq(news.id, id)).for('update'))[0] ?? null,

  insertNews: async (db: Executor, v: typeof news.$inferInsert) => (await db.insert(news).values(v).returning())[0]!,

  updateNews: async (db: Executor, id: number, v: Partial<typeof news.$inferInsert>) =>
    (await db.update(news).set(v).where(eq(news.id, id)).returning())[0]!,

  /** Per UTC day since `since`: orders placed and users registered. */
  dailyCounts: async (db: Executor, since: Date) => {
    const [o, u] = await Promise.all([
      rawQuery(
        db,
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as d, count(*)::int as n
           from orders where created_at >= $1 group by 1`,
        [since.toISOString()],
      ),
      rawQuery(
        db,
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as d, count(*)::int as n
           from users where created_at >= $1 group by 1`,
        [since.toISOString()],
      ),
    ]);
    const rows = (r: typeof o) => r.map((x) => ({ date: String(x.d), n: Number(x.n) }));
    return { orders: rows(o), users: rows(u) };
  },

  /**
   * Per UTC day and currency since `since`: paid orders' GMV (by pay time), completed top-ups (amount, by
   * creation) and transferred withdrawals (by the decision's time).
   */
  dailyMoney: async (db: Executor, since: Date) => {
    const q = (text: string) => rawQuery(db, text, [since.toISOString()]);
    const [gmv, topups, payouts] = await Promise.all([
      q(`select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as d, currency as unit,
                sum(amount)::bigint as amount, count(*)::int as n
           from orders where pay_status = 1 and paid_at >= $1 group by 1, 2`),
      q(`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as d, currency as unit,
                sum(amount)::bigint as amount, count(*)::int as n
           from recharges where status = 1 and created_at >= $1 group by 1, 2`),
      q(`select to_char(coalesce(reviewed_at, created_at) at time zone 'UTC', 'YYYY-MM-DD') as d, currency as unit,
                sum(amount)::bigint as amount, count(*)::int as n
           from withdrawals where status = 2 and coalesce(reviewed_at, created_at) >= $1 group by 1, 2`),
    ]);
    const rows = (r: typeof gmv) =>
      r.map((x) => ({ date: String(x.d), unit: String(x.unit), amount: Number(x.amount), count: Number(x.n) }));
    return { gmv: rows(gmv), topups: rows(topups), withdrawals: rows(payouts) };
  },

  queues: async (db: Executor) => {
    const [w, r, o, p] = await Promise.all([
      db
        .select({ status: withdrawals.status, n: count() })
        .from(withdrawals)
        .where(inArray(withdrawals.status, [0, 1]))
        .groupBy(withdrawals.status),
      db.select({ n: count() }).from(recharges).where(eq(recharges.status, 0)),
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.payStatus, 1), inArray(orders.status, [1, 2, 3, 4]))),
      db
        .select({ status: merchantPayouts.status, n: count() })
        .from(merchantPayouts)
        .where(inArray(merchantPayouts.status, [0, 1]))
        .groupBy(merchantPayouts.status),
    ]);
    return {
      withdrawalsUnderReview: w.find((x) => x.status === 0)?.n ?? 0,
      withdrawalsTransferring: w.find((x) => x.status === 1)?.n ?? 0,
      rechargesUnderReview: r[0]?.n ?? 0,
      ordersInProgress: o[0]?.n ?? 0,
      payoutsUnderReview: p.find((x) => x.status === 0)?.n ?? 0,
      payoutsTransferring: p.find((x) => x.status === 1)?.n ?? 0,
    };
  },
};
