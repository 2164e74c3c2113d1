import { OrderStatus } from '@wayfare/contracts';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  evaluationReports,
  evaluations,
  merchants,
  operators,
  orderItems,
  orders,
  uploads,
  users,
} from '../../db/schema';

export type EvaluationRow = typeof evaluations.$inferSelect;
export type EvaluationView = EvaluationRow & { userName: string; userHead: string | null; merchantName: string | null };

/** Which reviews a list reads: a merchant's, a product's (any order that had it), or one user's own. */
export type ReviewScope = { merchantId?: number; productId?: number; userId?: number };

const viewColumns = {
  ev: evaluations,
  userName: users.name,
  userHead: users.head,
  merchantName: merchants.name,
};

const flatten = (r: { ev: EvaluationRow; userName: string; userHead: string | null; merchantName: string | null }) => ({
  ...r.ev,
  userName: r.userName,
  userHead: r.userHead,
  merchantName: r.merchantName,
});

function scopeOf(scope: ReviewScope): SQL[] {
  const where: SQL[] = [];
  if (scope.merchantId !== undefined) where.push(eq(evaluations.merchantId, scope.merchantId));
  if (scope.userId !== undefined) where.push(eq(evaluations.userId, scope.userId));
  if (scope.productId !== undefined) {
    const productId = scope.productId;
    where.push(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${evaluations.orderId} and ${orderItems.productId} = ${productId})`,
    );
  }
  return where;
}

/** Visible to `viewerId`: not hidden by an operator, and not reported by the viewer. */
function visibleTo(viewerId: number | null): SQL[] {
  const where: SQL[] = [isNull(evaluations.hiddenAt)];
  if (viewerId !== null) {
    where.push(
      sql`not exists (select 1 from ${evaluationReports} where ${evaluationReports.evaluationId} = ${evaluations.id} and ${evaluationReports.userId} = ${viewerId})`,
    );
  }
  return where;
}

const hasImgs = sql`jsonb_array_length(${evaluations.imgs}) > 0`;

export const reviewRepository = {
  /** The order being reviewed, locked so a double submit reviews it once. */
  lockOrder: async (tx: Executor, orderId: number) =>
    (
      await tx
        .select({
          id: orders.id,
          userId: orders.userId,
          merchantId: orders.merchantId,
          status: orders.status,
          reviewedAt: orders.reviewedAt,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update')
    )[0] ?? null,

  firstProductOf: async (tx: Executor, orderId: number) =>
    (
      await tx
        .select({ productId: orderItems.productId })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id))
        .limit(1)
    )[0]?.productId ?? null,

  /** How many of `paths` are review photos `userId` uploaded. */
  ownReviewUploads: async (tx: Executor, userId: number, paths: string[]) =>
    paths.length === 0
      ? 0
      : ((
          await tx
            .select({ n: count() })
            .from(uploads)
            .where(and(eq(uploads.userId, userId), eq(uploads.purpose, 'review'), inArray(uploads.path, paths)))
        )[0]?.n ?? 0),

  /** Inserts the review unless the order has one (answers null then). */
  insert: async (tx: Executor, row: typeof evaluations.$inferInsert) =>
    (await tx.insert(evaluations).values(row).onConflictDoNothing().returning({ id: evaluations.id }))[0]?.id ?? null,

  markOrderReviewed: (tx: Executor, orderId: number) =>
    tx.update(orders).set({ reviewedAt: sql`now()` }).where(eq(orders.id, orderId)),

  lockReview: async (tx: Executor, id: number) =>
    (await tx.select().from(evaluations).where(eq(evaluations.id, id)).for('update'))[0] ?? null,

  update: (tx: Executor, id: number, set: { score: number; content: string; imgs: string[] }) =>
    tx
      .update(evaluations)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(evaluations.id, id)),

  /** One review with its author and merchant names (whatever its visibility), or null. */
  view: async (db: Executor, id: number): Promise<EvaluationView | null> => {
    const [r] = await db
      .select(viewColumns)
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.userId))
      .leftJoin(merchants, eq(merchants.id, evaluations.merchantId))
      .where(eq(evaluations.id, id));
    return r ? flatten(r) : null;
  },

  /** A page of visible reviews, newest first, with the filtered total. */
  list: async (
    db: Executor,
    q: ReviewScope & {
      viewerId: number | null;
      score?: number;
      withImgs?: boolean;
      /** Only reviews the merchant has not answered yet. */
      unanswered?: boolean;
      offset: number;
      limit: number;
    },
  ) => {
    const where = and(
      ...scopeOf(q),
      ...visibleTo(q.viewerId),
      q.score === undefined ? undefined : eq(evaluations.score, q.score),
      q.withImgs ? hasImgs : undefined,
      q.unanswered ? isNull(evaluations.replyAt) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(viewColumns)
        .from(evaluations)
        .innerJoin(users, eq(users.id, evaluations.userId))
        .leftJoin(merchants, eq(merchants.id, evaluations.merchantId))
        .where(where)
        .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(evaluations).where(where),
    ]);
    return { rows: rows.map(flatten), total: total?.n ?? 0 };
  },

  /** Per-star counts, the sum of scores and how many have photos, over the visible reviews of a scope. */
  summary: async (db: Executor, scope: ReviewScope, viewerId: number | null) => {
    const rows = await db
      .select({
        score: evaluations.score,
        n: count(),
        withImgs: sql<number>`count(*) filter (where ${hasImgs})`.mapWith(Number),
      })
      .from(evaluations)
      .where(and(...scopeOf(scope), ...visibleTo(viewerId)))
      .groupBy(evaluations.score);
    return rows;
  },

  /** Locks the merchant (so concurrent reviews recompute one after another) and reads its prior rating. */
  lockMerchantPrior: async (tx: Executor, merchantId: number) =>
    (
      await tx
        .select({ rating: merchants.priorRating, count: merchants.priorCount })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .for('update')
    )[0] ?? null,

  /** Sum and count of the merchant's reviews no operator hid. */
  visibleTotals: async (tx: Executor, merchantId: number) => {
    const [r] = await tx
      .select({ sum: sql<number>`coalesce(sum(${evaluations.score}), 0)`.mapWith(Number), count: count() })
      .from(evaluations)
      .where(and(eq(evaluations.merchantId, merchantId), isNull(evaluations.hiddenAt)));
    return { sum: r?.sum ?? 0, count: r?.count ?? 0 };
  },

  setMerchantRating: (tx: Executor, merchantId: number, r: { rating: number; ratingCount: number }) =>
    tx.update(merchants).set(r).where(eq(merchants.id, merchantId)),

  /** Records the report (once per user and review); answers whether it is new. */
  report: async (tx: Executor, r: { evaluationId: number; userId: number; reason: string }) =>
    (await tx.insert(evaluationReports).values(r).onConflictDoNothing().returning({ id: evaluationReports.id }))
      .length > 0,

  /** Sets the reply unless there is one already (answers whether it was set). */
  reply: async (tx: Executor, id: number, content: string, operatorId: number) =>
    (
      await tx
        .update(evaluations)
        .set({ replyContent: content, replyAt: sql`now()`, replyOperatorId: operatorId })
        .where(and(eq(evaluations.id, id), isNull(evaluations.replyAt)))
        .returning({ id: evaluations.id })
    ).length > 0,

  setHidden: (tx: Executor, id: number, hidden: boolean) =>
    tx
      .update(evaluations)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(eq(evaluations.id, id)),

  decideReports: (tx: Executor, evaluationId: number) =>
    tx
      .update(evaluationReports)
      .set({ decidedAt: sql`now()` })
      .where(and(eq(evaluationReports.evaluationId, evaluationId), isNull(evaluationReports.decidedAt))),

  /** Reviews with reports (undecided ones unless `all`), the oldest open report first. */
  reportedPage: async (db: Executor, q: { all: boolean; offset: number; limit: number }) => {
    const open = q.all ? undefined : isNull(evaluationReports.decidedAt);
    const first = sql<Date>`min(${evaluationReports.createdAt})`;
    const [ids, [total]] = await Promise.all([
      db
        .select({ id: evaluationReports.evaluationId })
        .from(evaluationReports)
        .where(open)
        .groupBy(evaluationReports.evaluationId)
        .orderBy(asc(first), asc(evaluationReports.evaluationId))
        .limit(q.limit)
        .offset(q.offset),
      db
        .select({ n: sql<number>`count(distinct ${evaluationReports.evaluationId})`.mapWith(Number) })
        .from(evaluationReports)
        .where(open),
    ]);
    return { ids: ids.map((r) => r.id), total: total?.n ?? 0 };
  },

  reportsOf: (db: Executor, evaluationIds: number[]) =>
    evaluationIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(evaluationReports)
          .where(inArray(evaluationReports.evaluationId, evaluationIds))
          .orderBy(asc(evaluationReports.createdAt)),

  viewsOf: async (db: Executor, ids: number[]): Promise<EvaluationView[]> =>
    ids.length === 0
      ? []
      : (
          await db
            .select(viewColumns)
            .from(evaluations)
            .innerJoin(users, eq(users.id, evaluations.userId))
            .leftJoin(merchants, eq(merchants.id, evaluations.merchantId))
            .where(inArray(evaluations.id, ids))
        ).map(flatten),

  /** The user's completed orders with no review yet, newest completion first. */
  toReview: async (db: Executor, userId: number, offset: number, limit: number) => {
    const where = and(eq(orders.userId, userId), eq(orders.status, OrderStatus.Completed), isNull(orders.reviewedAt));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: orders.id,
          type: orders.type,
          merchantId: orders.merchantId,
          details: orders.details,
          completedAt: orders.completedAt,
          updatedAt: orders.updatedAt,
          merchantName: merchants.name,
          merchantLogo: merchants.logo,
        })
        .from(orders)
        .leftJoin(merchants, eq(merchants.id, orders.merchantId))
        .where(where)
        .orderBy(desc(sql`coalesce(${orders.completedAt}, ${orders.updatedAt})`), desc(orders.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The merchant a merchant operator acts for. */
  operatorMerchant: async (db: Executor, operatorId: number) =>
    (await db.select({ merchantId: operators.merchantId }).from(operators).where(eq(operators.id, operatorId)))[0]
      ?.merchantId ?? null,
};
