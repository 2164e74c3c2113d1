import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminWithdrawalSchema, withdrawalDecision } from './shared';

export const adminWithdrawApprove = defineEndpoint({
  path: '/admin/WithdrawApprove',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Approve a withdrawal under review (0 to 1 transferring); the payout starts',
  request: z.object({ ...withdrawalDecision, note: adminNote.default('') }),
  response: adminWithdrawalSchema,
});
