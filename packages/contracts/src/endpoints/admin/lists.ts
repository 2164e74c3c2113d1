import { z } from 'zod';
import { isoTime } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { adminPage, adminPaging, adminRechargeRowSchema, adminWithdrawalRowSchema } from './shared';

/** Finance queue: withdrawals by status (absent: every status), newest first. */
export const adminWithdrawList = defineEndpoint({
  path: '/admin/WithdrawList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Withdrawals for review, by status, newest first',
  request: z.object({ status: z.number().int().min(0).max(4).optional(), ...adminPaging }),
  response: adminPage(adminWithdrawalRowSchema),
});

/** Finance queue: top-ups by status (absent: every status), newest first. */
export const adminRechargeList = defineEndpoint({
  path: '/admin/RechargeList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Top-ups for review, by status, newest first',
  request: z.object({ status: z.number().int().min(0).max(2).optional(), ...adminPaging }),
  response: adminPage(adminRechargeRowSchema),
});

export const auditRowSchema = z.object({
  id: z.string(),
  operatorId: z.string(),
  operator: z.string(),
  role: z.string(),
  /** e.g. `withdrawal.approve`. */
  action: z.string(),
  /** e.g. `withdrawal:12`. */
  target: z.string(),
  note: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: isoTime,
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** The audit trail: every state-changing operator call, newest first; filter by target or action prefix. */
export const adminAuditList = defineEndpoint({
  path: '/admin/AuditList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin'],
  summary: 'The audit trail of operator actions, newest first',
  request: z.object({
    /** Exact target, e.g. `withdrawal:12`. */
    target: z.string().trim().max(64).optional(),
    /** Action prefix, e.g. `withdrawal.`. */
    action: z.string().trim().max(64).optional(),
    ...adminPaging,
  }),
  response: adminPage(auditRowSchema),
});
