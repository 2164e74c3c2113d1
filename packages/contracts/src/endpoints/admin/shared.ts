import { z } from 'zod';
import { id, idempotencyKey, isoTime } from '../../common';
import { OperatorRoles } from '../../enums';
import { rechargeRecordSchema, withdrawalRecordSchema } from '../amount/shared';

/**
 * Operator calls under `/api/admin/...`. Their token is an operator session from `/admin/Login` (never a
 * user token); `roles` on each endpoint says who may call it; every call writes an audit record.
 */
export const operatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(OperatorRoles),
  /** A merchant operator's shop (null for every other role). */
  merchantId: z.string().nullable(),
});
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

/** A list page of the back office: `total` rows match the filter, `list` is the page asked for. */
export const adminPage = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), list: z.array(item) });
export const adminPaging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};

/** Who made a request, for lists of withdrawals, top-ups and orders. */
const requester = { userAccount: z.string().nullable(), userName: z.string() };
export const adminWithdrawalRowSchema = adminWithdrawalSchema.extend(requester);
export const adminRechargeRowSchema = adminRechargeSchema.extend(requester);

/** A text in the five locales: English is required, the others fall back to it in the app while empty. */
export const localized = (max: number) =>
  z.object({
    en: z.string().trim().min(1).max(max),
    'th-TH': z.string().trim().max(max).default(''),
    'hi-IN': z.string().trim().max(max).default(''),
    'zh-Hans': z.string().trim().max(max).default(''),
    'zh-Hant': z.string().trim().max(max).default(''),
  });
/** The same, every locale optional (a description that may stay empty). */
export const localizedOptional = (max: number) =>
  z
    .object({
      en: z.string().trim().max(max).default(''),
      'th-TH': z.string().trim().max(max).default(''),
      'hi-IN': z.string().trim().max(max).default(''),
      'zh-Hans': z.string().trim().max(max).default(''),
      'zh-Hant': z.string().trim().max(max).default(''),
    })
    .prefault({});
export const localizedOut = z.record(z.string(), z.string());

/** An image already served by the platform (a demo asset or a public upload). */
export const platformImage = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(assets\/demo|uploads)\/[A-Za-z0-9/_.-]+$/)
  .refine((v) => !v.includes('..') && !v.includes('//'), { message: 'invalid_path' });
