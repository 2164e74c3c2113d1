import type { ErrorCodeName } from '@wayfare/contracts';

/**
 * Why an operator's move of a withdrawal or top-up did not apply, from the status the row has now (read
 * after the refused conditional update): still under review means this move does not start there (marking
 * an unapproved withdrawal paid: InvalidState); anything later means another decision came first, the
 * loser of two operators deciding at once included (AlreadyDecided).
 */
export const refusedDecision = (statusNow: number, underReview: number): ErrorCodeName =>
  statusNow === underReview ? 'InvalidState' : 'AlreadyDecided';
