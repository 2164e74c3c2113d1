import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminRechargeSchema, rechargeDecision } from './shared';

export const adminRechargeReject = defineEndpoint({
  path: '/admin/RechargeReject',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Reject a top-up under review (status 2); nothing is credited',
  request: z.object({ ...rechargeDecision, note: adminNote.min(1) }),
  response: adminRechargeSchema,
});
