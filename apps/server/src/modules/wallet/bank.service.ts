import type { addBank, ParsedRequestOf } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/app-error';
import type { Limiter } from '../../lib/limiter';
import { isUniqueViolation } from '../../lib/pg-errors';
import { verifyWithdrawPassword } from '../user/withdraw-password';
import { toBankAccount } from './bank.mapper';
import { type BankValues, bankRepository as repo } from './bank.repository';

type BankInput = ParsedRequestOf<typeof addBank>;

const valuesOf = (b: BankInput): BankValues => ({
  account: b.account,
  type: b.type,
  name: b.name,
  bank: b.bank,
  cardNumber: b.cardNumber,
  network: b.network,
  unit: b.unit,
  idNumber: b.idNumber,
  phone: b.phone,
  transferAccount: b.transferAccount,
});

/** Where withdrawals go. Adding or changing one needs the withdrawal password (money leaves through it). */
export function createBankService(deps: { db: Db; limiter: Limiter }) {
  const { db } = deps;
  return {
    async list(userId: number, account?: string) {
      const rows = await repo.list(db, userId, account || undefined);
      return { list: rows.map(toBankAccount) };
    },

    async add(userId: number, input: BankInput) {
      await verifyWithdrawPassword(deps, userId, input.withdrawalPassword);
      try {
        return toBankAccount(await repo.insert(db, userId, valuesOf(input)));
      } catch (err) {
        // The partial unique index (user, account) among live rows settles racing adds too.
        if (isUniqueViolation(err)) fail('BankCardExists');
        throw err;
      }
    },

    async update(userId: number, input: BankInput) {
      await verifyWithdrawPassword(deps, userId, input.withdrawalPassword);
      const { account: _account, ...values } = valuesOf(input);
      const row = await repo.update(db, userId, input.account, values);
      return row ? toBankAccount(row) : fail('BankCardExists');
    },

    async remove(userId: number, account: string) {
      if (!(await repo.softDelete(db, userId, account))) fail('BankCardExists');
      return null;
    },
  };
}
