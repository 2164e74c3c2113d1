import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminWithdrawalSchema, withdrawalDecision } from './shared';

export const adminWithdrawFail = defineEndpoint({
  path: '/admin/WithdrawFail',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Mark a transferring withdrawal failed (1 to 3); the money returns once (type 3)',
  request: z.object({ ...withdrawalDecision, note: adminNote.min(1) }),
  response: adminWithdrawalSchema,
});
