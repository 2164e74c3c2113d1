import { OrderStatus } from '@wayfare/contracts';

/** Spec sections 5 and 9: up to 9 images per review. */
export const MAX_REVIEW_IMAGES = 9;

/** The author may edit a review this long after writing it (my_comment). */
export const EDIT_WINDOW_MS = 7 * 24 * 3_600_000;

type ReviewableOrder = { userId: number; status: number; reviewedAt: Date | null };

/**
 * Only the buyer reviews, once, and only a completed order. Completion is the order's own state whatever
 * its type: a delivery is completed when handed over, a flight when it lands, a hotel stay at check-out,
 * so no type needs a rule of its own here.
 */
export const isReviewable = (order: ReviewableOrder, userId: number) =>
  order.userId === userId && order.status === OrderStatus.Completed && order.reviewedAt === null;

export const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + EDIT_WINDOW_MS);

export const isEditable = (review: { createdAt: Date }, now: Date) => now < editableUntil(review.createdAt);

/** Every image must be distinct; duplicates would count twice against the limit and show twice. */
export const hasDuplicates = (imgs: readonly string[]) => new Set(imgs).size !== imgs.length;

/**
 * The one rule for a merchant's rating: the ratings it brought (`prior`, average times 10 and count) merged
 * with its visible reviews (operator-hidden ones do not count), as an average times 10 rounded half up.
 */
export function mergedRating(
  prior: { rating: number; count: number },
  visible: { sum: number; count: number },
): { rating: number; ratingCount: number } {
  const count = prior.count + visible.count;
  if (count === 0) return { rating: 0, ratingCount: 0 };
  // prior.rating is already times 10: prior.rating * prior.count is the prior sum times 10.
  const sum10 = prior.rating * prior.count + visible.sum * 10;
  return { rating: Math.floor((2 * sum10 + count) / (2 * count)), ratingCount: count };
}
