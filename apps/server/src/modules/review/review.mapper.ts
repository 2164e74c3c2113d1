import type { Evaluation } from '@wayfare/contracts';
import type { EvaluationView } from './review.repository';
import { editableUntil } from './review.rules';

/** A review as the contract shows it to `viewerId` (who may be its author). */
export function toEvaluation(r: EvaluationView, viewerId: number | null): Evaluation {
  const mine = viewerId !== null && r.userId === viewerId;
  return {
    _id: String(r.id),
    oid: String(r.orderId),
    mid: r.merchantId === null ? null : String(r.merchantId),
    pid: r.productId === null ? null : String(r.productId),
    merchantName: r.merchantName ?? '',
    user: { _id: String(r.userId), name: r.userName, head: r.userHead },
    score: r.score,
    content: r.content,
    imgs: r.imgs,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    reply:
      r.replyContent !== null && r.replyAt ? { content: r.replyContent, createdAt: r.replyAt.toISOString() } : null,
    mine,
    editableUntil: mine ? editableUntil(r.createdAt).toISOString() : null,
  };
}
