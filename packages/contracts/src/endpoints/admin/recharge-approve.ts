import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminRechargeSchema, rechargeDecision } from './shared';

/** Under review (0) to done (1): credits the amount (type 4 for offline) and its bonus (type 10), once. */
export const adminRechargeApprove = defineEndpoint({
  path: '/admin/RechargeApprove',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Approve a top-up under review and credit it',
  request: z.object({ ...rechargeDecision, note: adminNote.default('') }),
  response: adminRechargeSchema,
});
