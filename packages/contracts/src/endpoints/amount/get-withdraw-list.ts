import { z } from 'zod';
import { limt, page, paged } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { WithdrawalStatus } from '../../enums';
import { withdrawalRecordSchema } from './shared';

export const getWithdrawList = defineEndpoint({
  path: '/amount/GetWithdrawList',
  method: 'POST',
  auth: true,
  summary: "The caller's withdrawals, newest first, optionally by status; paged",
  request: z.object({
    page,
    limt,
    status: z
      .union([
        z.literal(WithdrawalStatus.UnderReview),
        z.literal(WithdrawalStatus.Transferring),
        z.literal(WithdrawalStatus.Transferred),
        z.literal(WithdrawalStatus.TransferFailed),
        z.literal(WithdrawalStatus.Rejected),
      ])
      .optional(),
  }),
  response: paged(withdrawalRecordSchema),
});
