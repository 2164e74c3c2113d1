import { z } from 'zod';
import { id, idempotencyKey, isoTime } from '../../common';
import { OperatorRoles } from '../../enums';
import { rechargeRecordSchema, withdrawalRecordSchema } from '../amount/shared';

/**
 * Operator calls under `/api/admin/...`. Their token is an operator session from `/admin/Login` (never a
 * user token); `roles` on each endpoint says who may call it; every call writes an audit record.
 */
export const operatorSchema = z.object({ id: z.string(), username: z.string(), role: z.enum(OperatorRoles) });
export type Operator = z.infer<typeof operatorSchema>;

/** Why the operator did it; kept in the audit log and shown to the user where relevant. */
export const adminNote = z.string().trim().max(500);

/** Body of a review decision on a recharge. */
export const rechargeDecision = {
  rechargeId: id,
  idempotencyKey: idempotencyKey.optional(),
};

/** Body of a review decision on a withdrawal. */
export const withdrawalDecision = {
  withdrawalId: id,
  idempotencyKey: idempotencyKey.optional(),
};

const reviewed = { uid: z.string(), reviewedBy: z.string().nullable(), updatedAt: isoTime };
export const adminRechargeSchema = rechargeRecordSchema.extend(reviewed);
export const adminWithdrawalSchema = withdrawalRecordSchema.extend(reviewed);

export const adminUserStateSchema = z.object({
  uid: z.string(),
  frozen: z.boolean(),
  muted: z.boolean(),
  /** Sessions ended by this call (freezing ends every session at once). */
  sessionsEnded: z.number().int(),
});
