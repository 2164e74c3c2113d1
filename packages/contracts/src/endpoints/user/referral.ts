import { z } from 'zod';
import { isoTime, limt, money, page, paged } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Rebate states: held until the order's refund window closes, credited, reversed on refund, or not earned. */
export const RebateStatus = ['pending', 'credited', 'reversed', 'capped', 'refused'] as const;
export type RebateStatus = (typeof RebateStatus)[number];

/** How referral rewards work in one currency (minor units of `unit`; rates in basis points). */
export const referralRatesSchema = z.object({
  unit: z.string(),
  /** Type 6: paid once per invited friend, at their first top-up. */
  inviterReward: money,
  /** Type 9: share of the friend's first top-up. */
  firstRechargeBp: z.number().int(),
  /** Type 7: share of each later top-up. */
  rechargeBp: z.number().int(),
  /** Type 8: share of each paid order, held until it can no longer be refunded. */
  purchaseBp: z.number().int(),
  /** Most one inviter earns per calendar month (UTC). */
  monthlyCap: money,
});

export type ReferralRates = z.infer<typeof referralRatesSchema>;

export const getReferralInfo = defineEndpoint({
  path: '/user/GetReferralInfo',
  method: 'POST',
  auth: true,
  addition: true,
  summary:
    "The caller's invite code, how referral rewards work in the caller's currency (null when none are offered " +
    'in it) and what the caller earned, holds and had reversed, in that currency',
  request: z.object({}),
  response: z.object({
    inviteCode: z.string(),
    unit: z.string(),
    rates: referralRatesSchema.nullable(),
    invited: z.number().int(),
    toppedUp: z.number().int(),
    earned: money,
    pending: money,
    reversed: money,
    /** Earned (and held) this month, against `rates.monthlyCap`. */
    thisMonth: money,
  }),
});

/** A friend the caller invited: display name and avatar only, never their account or contact details. */
export const invitedUserSchema = z.object({
  name: z.string(),
  head: z.string().nullable(),
  joinedAt: isoTime,
  firstTopUp: z.boolean(),
});

export type InvitedUser = z.infer<typeof invitedUserSchema>;

export const getInvitedUsers = defineEndpoint({
  path: '/user/GetInvitedUsers',
  method: 'POST',
  auth: true,
  addition: true,
  summary: "Friends who signed up with the caller's invite code, newest first",
  request: z.object({ page, limt }),
  response: paged(invitedUserSchema),
});

export const rebateSchema = z.object({
  _id: z.string(),
  /** TransactionType 6-9. */
  type: z.number().int(),
  status: z.enum(RebateStatus),
  amount: money,
  unit: z.string(),
  /** What it was computed on (the friend's top-up or order), in its own currency. */
  basisAmount: money,
  basisUnit: z.string(),
  friendName: z.string(),
  createdAt: isoTime,
  settledAt: isoTime.nullable(),
});

export type Rebate = z.infer<typeof rebateSchema>;

export const getRebateList = defineEndpoint({
  path: '/user/GetRebateList',
  method: 'POST',
  auth: true,
  addition: true,
  summary: "The caller's referral rewards and rebates, newest first, optionally of one status",
  request: z.object({ page, limt, status: z.enum(RebateStatus).optional() }),
  response: paged(rebateSchema),
});
