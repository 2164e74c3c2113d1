import type { QueryClient } from '@tanstack/react-query';

/** What a review list reads: a merchant's or product's (with filters), or the caller's own. */
export type ReviewFilter = { mid?: string; pid?: string; score?: number; withImgs?: boolean; mine?: boolean };

export const reviewKeys = {
  all: ['review'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (f: ReviewFilter) => [...reviewKeys.lists(), f] as const,
  toReview: () => [...reviewKeys.all, 'to-review'] as const,
};

export const REVIEW_PAGE_SIZE = 10;

/** After a review was written, edited or reported: every list of reviews asks again. */
export const invalidateReviews = (client: QueryClient) => client.invalidateQueries({ queryKey: reviewKeys.all });
