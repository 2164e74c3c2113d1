import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminWithdrawalSchema, withdrawalDecision } from './shared';

export const adminWithdrawMarkPaid = defineEndpoint({
  path: '/admin/WithdrawMarkPaid',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Mark a transferring withdrawal paid out (1 to 2); the hold is released to the payout',
  request: z.object({
    ...withdrawalDecision,
    /** The bank's or provider's transfer reference. */
    reference: z.string().trim().max(128).default(''),
    note: adminNote.default(''),
  }),
  response: adminWithdrawalSchema,
});
