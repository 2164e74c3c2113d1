import { z } from 'zod';
import { limt, page, paged } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { RechargeStatus } from '../../enums';
import { rechargeRecordSchema } from './shared';

export const getRechargeList = defineEndpoint({
  path: '/amount/GetRechargeList',
  method: 'POST',
  auth: true,
  summary: "The caller's top-ups, newest first, optionally by status; paged",
  request: z.object({
    page,
    limt,
    status: z
      .union([z.literal(RechargeStatus.UnderReview), z.literal(RechargeStatus.Done), z.literal(RechargeStatus.Failed)])
      .optional(),
  }),
  response: paged(rechargeRecordSchema),
});
