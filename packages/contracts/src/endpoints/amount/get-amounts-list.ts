import { z } from 'zod';
import { limt, page, paged } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { TransactionType } from '../../enums';
import { transactionRecordSchema } from './shared';

const typeValues = Object.values(TransactionType);

export const getAmountsList = defineEndpoint({
  path: '/amount/GetAmountsList',
  method: 'POST',
  auth: true,
  summary: 'Wallet record: type, signed amount, balance after, related order, time; newest first, paged',
  request: z.object({
    page,
    limt,
    /** Optional filter by TransactionType. */
    type: z
      .number()
      .int()
      .refine((t) => (typeValues as number[]).includes(t), { message: 'unknown_type' })
      .optional(),
  }),
  response: paged(transactionRecordSchema),
});
