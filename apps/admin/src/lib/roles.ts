import {
  adminAppVersionList,
  adminAuditList,
  adminBannerList,
  adminChannelList,
  adminDashboard,
  adminEvaluateReports,
  adminHelpList,
  adminHotelNightsAdd,
  adminLedgerJournalList,
  adminMerchantOrderStep,
  adminNewsList,
  adminOrderList,
  adminPayoutList,
  adminRechargeList,
  adminSupportInbox,
  adminUserList,
  adminWithdrawList,
  type Endpoint,
  type OperatorRole,
} from '@wayfare/contracts';

/** May this role call the endpoint? The same `roles` the server checks, so a screen never offers a refused call. */
export const allowed = (role: OperatorRole, e: Endpoint) => !e.roles || e.roles.includes(role);

/** Each screen opens with its main call: the screen is shown to the roles that call allows. */
export const screens = {
  dashboard: adminDashboard,
  withdrawals: adminWithdrawList,
  recharges: adminRechargeList,
  payouts: adminPayoutList,
  users: adminUserList,
  merchant: adminMerchantOrderStep,
  orders: adminOrderList,
  content: adminNewsList,
  help: adminHelpList,
  banners: adminBannerList,
  catalog: adminHotelNightsAdd,
  releases: adminAppVersionList,
  payments: adminChannelList,
  audit: adminAuditList,
  ledger: adminLedgerJournalList,
  support: adminSupportInbox,
  reviews: adminEvaluateReports,
} as const;
export type Screen = keyof typeof screens;

/** The first screen a role may open, in menu order; null when the role has none yet (content). */
export const homeOf = (role: OperatorRole): Screen | null =>
  (Object.keys(screens) as Screen[]).find((s) => allowed(role, screens[s])) ?? null;
