import type { getRebateList, getReferralInfo, RebateStatus, ResponseOf } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/app-error';
import { referralRepository as repo } from './referral.repository';
import { monthOf } from './referral.rules';

const pageOf = (page: number, limt: number) => ({ offset: (page - 1) * limt, limit: limt });
const paged = <T>(list: T[], total: number, page: number, limt: number) => ({
  list,
  total,
  page,
  limt,
  hasMore: page * limt < total,
});

/**
 * What the referral page reads: the caller's own code, rates, friends and rebates only. Friends are shown by
 * display name and avatar (a deleted friend by neither); never by account, phone or e-mail.
 */
export function createReferralReadService(db: Db) {
  return {
    async info(userId: number): Promise<ResponseOf<typeof getReferralInfo>> {
      const user = (await repo.userOf(db, userId)) ?? fail('NotLoggedIn');
      const [rates, counts, totals] = await Promise.all([
        repo.rates(db, user.unit),
        repo.invitedCounts(db, userId),
        repo.totals(db, userId, user.unit, monthOf(new Date())),
      ]);
      return {
        inviteCode: user.inviteCode,
        unit: user.unit,
        rates: rates && {
          unit: rates.currency,
          inviterReward: rates.inviterReward,
          firstRechargeBp: rates.firstRechargeBp,
          rechargeBp: rates.rechargeBp,
          purchaseBp: rates.purchaseBp,
          monthlyCap: rates.monthlyCap,
        },
        ...counts,
        ...totals,
      };
    },

    async invited(userId: number, page: number, limt: number) {
      const { offset, limit } = pageOf(page, limt);
      const { rows, total } = await repo.invited(db, userId, offset, limit);
      const list = rows.map((r) => ({
        name: r.deletedAt ? '' : r.name,
        head: r.deletedAt ? null : r.head,
        joinedAt: r.joinedAt.toISOString(),
        firstTopUp: Boolean(r.toppedUp),
      }));
      return paged(list, total, page, limt);
    },

    async rebates(
      userId: number,
      page: number,
      limt: number,
      status?: RebateStatus,
    ): Promise<ResponseOf<typeof getRebateList>> {
      const { offset, limit } = pageOf(page, limt);
      const { rows, total } = await repo.rebates(db, userId, offset, limit, status);
      const list = rows.map(({ rebate: r, friendName, friendDeleted }) => ({
        _id: String(r.id),
        type: r.type,
        status: r.status as RebateStatus,
        amount: r.amount,
        unit: r.currency,
        basisAmount: r.basisAmount,
        basisUnit: r.basisCurrency,
        friendName: friendDeleted ? '' : friendName,
        createdAt: r.createdAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
      }));
      return paged(list, total, page, limt);
    },
  };
}
