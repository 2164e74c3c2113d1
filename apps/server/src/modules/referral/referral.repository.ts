import { OrderStatus } from '@wayfare/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';
import {
  countries,
  inviteRelations,
  orders,
  recharges,
  referralMonths,
  referralRates,
  referralRebates,
  users,
} from '../../db/schema';

export type RebateRow = typeof referralRebates.$inferSelect;
export type RatesRow = typeof referralRates.$inferSelect;
type NewRebate = typeof referralRebates.$inferInsert;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export const referralRepository = {
  /** The live inviter of `userId` and the currency they earn in (their country's; US dollars without one). */
  inviterOf: async (db: Executor, userId: number) =>
    first(
      await db
        .select({ id: users.id, unit: sql<string>`coalesce(${countries.unit}, 'USD')` })
        .from(inviteRelations)
        .innerJoin(users, eq(users.id, inviteRelations.inviterId))
        .leftJoin(countries, eq(countries.code, users.countryCode))
        .where(and(eq(inviteRelations.userId, userId), isNull(users.deletedAt))),
    ),

  /** The user's invite code and currency. */
  userOf: async (db: Executor, userId: number) =>
    first(
      await db
        .select({ inviteCode: users.inviteCode, unit: sql<string>`coalesce(${countries.unit}, 'USD')` })
        .from(users)
        .leftJoin(countries, eq(countries.code, users.countryCode))
        .where(and(eq(users.id, userId), isNull(users.deletedAt))),
    ),

  rates: async (db: Executor, currency: string) =>
    first(await db.select().from(referralRates).where(eq(referralRates.currency, currency))),

  /**
   * Whether two users share a payment account: a withdrawal account both have added (kept after deletion),
   * or one of `paidWith` (the top-up's own payment details) among the inviter's accounts.
   */
  async sharePaymentAccount(db: Executor, inviterId: number, friendId: number, paidWith: string[]) {
    const rows = await rawQuery(
      db,
      `select 1 from bank_accounts a where a.user_id = $1::bigint and (
         a.account = any($3::text[]) or exists (
           select 1 from bank_accounts b where b.user_id = $2::bigint and b.account = a.account))
       limit 1`,
      [inviterId, friendId, paidWith],
    );
    return rows.length > 0;
  },

  /** Claims an event for a rebate; null when this type and event earned already. */
  claim: async (db: Executor, row: NewRebate) =>
    first(
      await db
        .insert(referralRebates)
        .values(row)
        .onConflictDoNothing({ target: [referralRebates.type, referralRebates.eventKey] })
        .returning(),
    ),

  update: (db: Executor, id: number, set: Partial<NewRebate>) =>
    db.update(referralRebates).set(set).where(eq(referralRebates.id, id)),

  /** What the earner has earned this month in `currency`, with their month row locked until commit. */
  async lockMonth(db: Executor, earnerId: number, month: string, currency: string) {
    await db.insert(referralMonths).values({ earnerId, month, currency }).onConflictDoNothing();
    const [row] = await rawQuery(
      db,
      'select earned from referral_months where earner_id = $1::bigint and month = $2::text and currency = $3::text for update',
      [earnerId, month, currency],
    );
    return num(row?.earned);
  },

  addToMonth: (db: Executor, earnerId: number, month: string, currency: string, delta: number) =>
    db
      .update(referralMonths)
      .set({ earned: sql`${referralMonths.earned} + ${delta}` })
      .where(
        and(
          eq(referralMonths.earnerId, earnerId),
          eq(referralMonths.month, month),
          eq(referralMonths.currency, currency),
        ),
      ),

  /**
   * Held purchase rebates whose order is completed (no longer refundable) or refunded, claimed with SKIP
   * LOCKED so every instance may run the job and each is settled once.
   */
  async dueHeld(db: Executor, limit: number) {
    const rows = await rawQuery(
      db,
      `select r.id, r.earner_id, r.amount, r.currency, r.journal_id, r.order_id, r.created_at, o.status as order_status
       from referral_rebates r join orders o on o.id = r.order_id
       where r.status = 'pending' and o.status = any($1::int[])
       order by r.id limit $2::int for update of r skip locked`,
      [[OrderStatus.Completed, OrderStatus.Refunded], limit],
    );
    return rows.map((r) => ({
      id: num(r.id),
      earnerId: num(r.earner_id),
      amount: num(r.amount),
      currency: String(r.currency),
      journalId: r.journal_id === null ? null : num(r.journal_id),
      orderId: num(r.order_id),
      createdAt: new Date(r.created_at as string),
      orderStatus: num(r.order_status),
    }));
  },

  /** Invited friends (newest first) and whether each has topped up. */
  async invited(db: Executor, inviterId: number, offset: number, limit: number) {
    const toppedUp = sql<boolean>`exists (select 1 from ${recharges} where ${recharges.userId} = ${users.id} and ${recharges.status} = 1)`;
    const where = eq(inviteRelations.inviterId, inviterId);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          name: users.name,
          head: users.head,
          deletedAt: users.deletedAt,
          joinedAt: inviteRelations.createdAt,
          toppedUp,
        })
        .from(inviteRelations)
        .innerJoin(users, eq(users.id, inviteRelations.userId))
        .where(where)
        .orderBy(desc(inviteRelations.createdAt), desc(inviteRelations.userId))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(inviteRelations).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async invitedCounts(db: Executor, inviterId: number) {
    const [row] = await rawQuery(
      db,
      `select count(*) as invited,
         count(*) filter (where exists (select 1 from recharges c where c.user_id = r.user_id and c.status = 1)) as topped
       from invite_relations r where r.inviter_id = $1::bigint`,
      [inviterId],
    );
    return { invited: num(row?.invited), toppedUp: num(row?.topped) };
  },

  /** Sums per status of the earner's rebates in `currency`, and this month's counted total. */
  async totals(db: Executor, earnerId: number, currency: string, month: string) {
    const [sums, monthRow] = await Promise.all([
      db
        .select({ status: referralRebates.status, total: sql<string>`coalesce(sum(${referralRebates.amount}), 0)` })
        .from(referralRebates)
        .where(and(eq(referralRebates.earnerId, earnerId), eq(referralRebates.currency, currency)))
        .groupBy(referralRebates.status),
      db
        .select({ earned: referralMonths.earned })
        .from(referralMonths)
        .where(
          and(
            eq(referralMonths.earnerId, earnerId),
            eq(referralMonths.month, month),
            eq(referralMonths.currency, currency),
          ),
        ),
    ]);
    const of = (s: string) => num(sums.find((r) => r.status === s)?.total);
    return {
      earned: of('credited'),
      pending: of('pending'),
      reversed: of('reversed'),
      thisMonth: num(monthRow[0]?.earned),
    };
  },

  async rebates(db: Executor, earnerId: number, offset: number, limit: number, status?: string) {
    const where = and(
      eq(referralRebates.earnerId, earnerId),
      status === undefined
        ? inArray(referralRebates.status, ['pending', 'credited', 'reversed', 'capped', 'refused'])
        : eq(referralRebates.status, status),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ rebate: referralRebates, friendName: users.name, friendDeleted: users.deletedAt })
        .from(referralRebates)
        .innerJoin(users, eq(users.id, referralRebates.sourceUserId))
        .where(where)
        .orderBy(desc(referralRebates.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(referralRebates).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** An order's buyer, amount and currency (for the purchase rebate of its payment). */
  order: async (db: Executor, orderId: number) =>
    first(
      await db
        .select({ id: orders.id, userId: orders.userId, amount: orders.amount, currency: orders.currency })
        .from(orders)
        .where(eq(orders.id, orderId)),
    ),
};
