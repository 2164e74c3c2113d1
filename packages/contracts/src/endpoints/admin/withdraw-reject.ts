import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminWithdrawalSchema, withdrawalDecision } from './shared';

export const adminWithdrawReject = defineEndpoint({
  path: '/admin/WithdrawReject',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Reject a withdrawal under review (0 to 4); the held money returns once',
  request: z.object({ ...withdrawalDecision, note: adminNote.min(1) }),
  response: adminWithdrawalSchema,
});
