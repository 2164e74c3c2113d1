import {
  type AdminQueue,
  adminDashboard,
  adminOrderList,
  adminPayoutList,
  adminRechargeList,
  adminSupportInbox,
  adminWithdrawList,
  type Endpoint,
  type OperatorRole,
} from '@wayfare/contracts';

/**
 * Who listens on the back office's socket (`/ws/admin`). Each operator socket joins one audience: a merchant
 * operator their shop (its merchant id, as the kitchen board always did), every other operator their role
 * (a negative id, so it never meets a shop's). A queue's events go to the roles whose list call shows it, the
 * same `roles` the server checks on that call, so a socket never hears of a queue its operator may not list.
 */
const roleAudiences = { admin: -1, finance: -2, support: -3, content: -4 } as const satisfies Record<
  Exclude<OperatorRole, 'merchant'>,
  number
>;
type StaffRole = keyof typeof roleAudiences;

/** The list call behind each queue (its `roles` decide who hears the queue change). */
export const queueEndpoints: Record<AdminQueue, Endpoint> = {
  recharges: adminRechargeList,
  withdrawals: adminWithdrawList,
  payouts: adminPayoutList,
  support: adminSupportInbox,
  orders: adminOrderList,
  dashboard: adminDashboard,
};

/** The audience of an operator's socket; null for an operator with none (a merchant without a shop). */
export function audienceOf(op: { role: OperatorRole; merchantId: number | null }): number | null {
  if (op.role === 'merchant') return op.merchantId !== null && op.merchantId > 0 ? op.merchantId : null;
  return roleAudiences[op.role];
}

/**
 * For changed queues: each role audience with the queues it may see (roles that see none are left out).
 * Shops are not here: a merchant hears their own orders as `order` frames, never another shop's.
 */
export function roleDeliveries(queues: readonly AdminQueue[]): { audience: number; names: AdminQueue[] }[] {
  return (Object.keys(roleAudiences) as StaffRole[])
    .map((role) => ({
      audience: roleAudiences[role],
      names: queues.filter((q) => queueEndpoints[q].roles?.includes(role) ?? true),
    }))
    .filter((d) => d.names.length > 0);
}
