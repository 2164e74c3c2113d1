import type {
  adminEvaluateReports,
  Evaluation,
  getEvaluateList,
  getToReviewList,
  ParsedRequestOf,
  ResponseOf,
} from '@wayfare/contracts';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import { takeQuota } from '../../lib/attempts';
import { optionalRowId, rowId } from '../../lib/ids';
import type { Limiter } from '../../lib/limiter';
import { toEvaluation } from './review.mapper';
import { reviewRepository as repo } from './review.repository';
import { hasDuplicates, isEditable, isReviewable, MAX_REVIEW_IMAGES, mergedRating } from './review.rules';

type ReviewInput = { score: number; content: string; imgs: string[] };
type ListBody = ParsedRequestOf<typeof getEvaluateList> & { unanswered?: boolean };
/** Who acts in the back office: a `merchant` operator only for its own merchant. */
export type ReviewOperator = { id: number; role: string };
export type AuditFn = (tx: Executor, action: string, target: string, data: Record<string, unknown>) => Promise<void>;

const HOUR = 3600;
/** Writing and reporting reviews are cheap to repeat; these keep a script from flooding either. */
const writeQuota = (userId: number) => [{ key: `review:write:${userId}`, max: 30, windowSeconds: HOUR }];
const reportQuota = (userId: number) => [{ key: `review:report:${userId}`, max: 30, windowSeconds: HOUR }];

export function createReviewService(deps: { db: Db; limiter: Limiter }) {
  const { db } = deps;

  /** Every image is one of the caller's own review photos (uploaded, type- and size-checked, by /upload/File). */
  async function checkImages(tx: Executor, userId: number, imgs: string[]) {
    if (imgs.length > MAX_REVIEW_IMAGES || hasDuplicates(imgs)) fail('ParameterError', { field: 'imgs' });
    if ((await repo.ownReviewUploads(tx, userId, imgs)) !== imgs.length) fail('UploadFailed', { reason: 'owner' });
  }

  /** Recomputes the merchant's rating by the one rule, with the merchant row locked. */
  async function refreshRating(tx: Executor, merchantId: number | null) {
    if (merchantId === null) return null;
    const prior = await repo.lockMerchantPrior(tx, merchantId);
    if (!prior) return null;
    const rating = mergedRating(prior, await repo.visibleTotals(tx, merchantId));
    await repo.setMerchantRating(tx, merchantId, rating);
    return rating;
  }

  async function viewOf(id: number, viewerId: number | null): Promise<Evaluation> {
    const view = await repo.view(db, id);
    return view ? toEvaluation(view, viewerId) : fail('NotFound');
  }

  return {
    async evaluate(userId: number, body: { oid: string } & ReviewInput): Promise<Evaluation> {
      const orderId = rowId(body.oid, 'OrderNotFound');
      await takeQuota(deps.limiter, writeQuota(userId));
      const id = await inTransaction(db, async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        // Someone else's order answers like a missing one: its existence is not the caller's business.
        if (!order || order.userId !== userId) return fail('OrderNotFound');
        if (!isReviewable(order, userId)) return fail('CannotReview');
        await checkImages(tx, userId, body.imgs);
        const inserted = await repo.insert(tx, {
          orderId,
          userId,
          merchantId: order.merchantId,
          productId: await repo.firstProductOf(tx, orderId),
          score: body.score,
          content: body.content,
          imgs: body.imgs,
        });
        if (inserted === null) return fail('CannotReview');
        await repo.markOrderReviewed(tx, orderId);
        await refreshRating(tx, order.merchantId);
        return inserted;
      });
      return viewOf(id, userId);
    },

    /** The author edits within 7 days of writing; a review an operator hid stays as it is. */
    async update(userId: number, body: { _id: string } & ReviewInput, now = new Date()): Promise<Evaluation> {
      const id = rowId(body._id);
      await takeQuota(deps.limiter, writeQuota(userId));
      await inTransaction(db, async (tx) => {
        const review = await repo.lockReview(tx, id);
        if (!review || review.userId !== userId) return fail('NotFound');
        if (review.hiddenAt !== null || !isEditable(review, now)) return fail('InvalidState');
        await checkImages(tx, userId, body.imgs);
        await repo.update(tx, id, { score: body.score, content: body.content, imgs: body.imgs });
        if (review.score !== body.score) await refreshRating(tx, review.merchantId);
      });
      return viewOf(id, userId);
    },

    async list(body: ListBody, viewerId: number | null): Promise<ResponseOf<typeof getEvaluateList>> {
      const merchantId = optionalRowId(body.mid);
      const productId = optionalRowId(body.pid);
      let userId: number | undefined;
      if (body.mine) {
        if (viewerId === null) return fail('NotLoggedIn');
        userId = viewerId;
      } else if (merchantId === undefined && productId === undefined) {
        return fail('ParameterError', { field: 'mid' });
      }
      const scope = { merchantId, productId, userId };
      const [page, byScoreRows] = await Promise.all([
        repo.list(db, {
          ...scope,
          viewerId,
          score: body.score,
          withImgs: body.withImgs,
          unanswered: body.unanswered,
          offset: (body.page - 1) * body.limt,
          limit: body.limt,
        }),
        repo.summary(db, scope, viewerId),
      ]);
      const byScore = [0, 0, 0, 0, 0];
      let sum = 0;
      let withImgs = 0;
      for (const r of byScoreRows) {
        byScore[r.score - 1] = r.n;
        sum += r.score * r.n;
        withImgs += r.withImgs;
      }
      const count = byScore.reduce((a, b) => a + b, 0);
      return {
        list: page.rows.map((r) => toEvaluation(r, viewerId)),
        total: page.total,
        page: body.page,
        limt: body.limt,
        hasMore: body.page * body.limt < page.total,
        summary: { average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, count, byScore, withImgs },
      };
    },

    async toReview(userId: number, body: ParsedRequestOf<typeof getToReviewList>) {
      const { rows, total } = await repo.toReview(db, userId, (body.page - 1) * body.limt, body.limt);
      return {
        list: rows.map((o) => {
          const details = o.details as { title?: unknown; image?: unknown };
          return {
            oid: String(o.id),
            pType: o.type,
            mid: o.merchantId === null ? null : String(o.merchantId),
            title: typeof details.title === 'string' && details.title ? details.title : (o.merchantName ?? ''),
            image: o.merchantLogo ?? (typeof details.image === 'string' ? details.image : ''),
            completedAt: (o.completedAt ?? o.updatedAt).toISOString(),
          };
        }),
        total,
        page: body.page,
        limt: body.limt,
        hasMore: body.page * body.limt < total,
      };
    },

    /** Hides the review from the reporter at once and queues it for an operator. Reporting one's own is refused. */
    async report(userId: number, body: { _id: string; reason: string }): Promise<null> {
      const id = rowId(body._id);
      const review = await repo.view(db, id);
      if (!review || review.hiddenAt !== null) return fail('NotFound');
      if (review.userId === userId) return fail('InvalidState');
      await takeQuota(deps.limiter, reportQuota(userId));
      await repo.report(db, { evaluationId: id, userId, reason: body.reason });
      return null;
    },

    /** The merchant's one reply: a merchant operator for its own merchant's reviews, other operators for any. */
    async reply(op: ReviewOperator, body: { _id: string; content: string }, audit: AuditFn): Promise<Evaluation> {
      const id = rowId(body._id);
      const merchantOf = op.role === 'merchant' ? await repo.operatorMerchant(db, op.id) : null;
      await inTransaction(db, async (tx) => {
        const review = await repo.lockReview(tx, id);
        if (!review) return fail('NotFound');
        if (op.role === 'merchant' && (merchantOf === null || review.merchantId !== merchantOf))
          return fail('Forbidden');
        if (!(await repo.reply(tx, id, body.content, op.id))) return fail('InvalidState');
        await audit(tx, 'review.reply', `evaluation:${id}`, {
          merchantId: review.merchantId,
          before: { reply: review.replyContent },
          after: { reply: body.content },
        });
      });
      return viewOf(id, null);
    },

    async setHidden(body: { _id: string; hidden: boolean; note: string }, audit: AuditFn) {
      const id = rowId(body._id);
      return inTransaction(db, async (tx) => {
        const review = await repo.lockReview(tx, id);
        if (!review) return fail('NotFound');
        await repo.setHidden(tx, id, body.hidden);
        await repo.decideReports(tx, id);
        const rating = await refreshRating(tx, review.merchantId);
        await audit(tx, body.hidden ? 'review.hide' : 'review.restore', `evaluation:${id}`, {
          note: body.note,
          before: { hidden: review.hiddenAt !== null },
          after: { hidden: body.hidden },
        });
        return {
          _id: String(id),
          hidden: body.hidden,
          mid: review.merchantId === null ? null : String(review.merchantId),
          rating: (rating?.rating ?? 0) / 10,
          ratingCount: rating?.ratingCount ?? 0,
        };
      });
    },

    async reported(
      body: ParsedRequestOf<typeof adminEvaluateReports>,
    ): Promise<ResponseOf<typeof adminEvaluateReports>> {
      const { ids, total } = await repo.reportedPage(db, {
        all: body.all,
        offset: (body.page - 1) * body.limt,
        limit: body.limt,
      });
      const [views, reports] = await Promise.all([repo.viewsOf(db, ids), repo.reportsOf(db, ids)]);
      const viewById = new Map(views.map((v) => [v.id, v]));
      return {
        list: ids.flatMap((id) => {
          const v = viewById.get(id);
          if (!v) return [];
          return [
            {
              evaluation: toEvaluation(v, null),
              hidden: v.hiddenAt !== null,
              reports: reports
                .filter((r) => r.evaluationId === id)
                .map((r) => ({ uid: String(r.userId), reason: r.reason, createdAt: r.createdAt.toISOString() })),
            },
          ];
        }),
        total,
        page: body.page,
        limt: body.limt,
        hasMore: body.page * body.limt < total,
      };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
