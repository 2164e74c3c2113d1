import * as contract from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import {
  RechargeStatus,
  rechargeStatusKey,
  TransactionType,
  transactionTypeKey,
  WithdrawalStatus,
  withdrawalStatusKey,
} from './status';

const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('wallet numbers', () => {
  it('equal the contract (the browser restates them to keep zod out of the bundle)', () => {
    expect(RechargeStatus).toEqual(contract.RechargeStatus);
    expect(WithdrawalStatus).toEqual(contract.WithdrawalStatus);
    expect(TransactionType).toEqual(contract.TransactionType);
  });

  it('name every transaction type, status, and unknown types as "other"', () => {
    for (const type of Object.values(contract.TransactionType))
      expect(typeof lookup(transactionTypeKey(type)), `type ${type}`).toBe('string');
    expect(transactionTypeKey(42)).toBe('wallet.type.99');
    for (const s of Object.values(contract.RechargeStatus)) expect(typeof lookup(rechargeStatusKey(s))).toBe('string');
    for (const s of Object.values(contract.WithdrawalStatus))
      expect(typeof lookup(withdrawalStatusKey(s))).toBe('string');
    expect(lookup('wallet.withdraw_status.completed')).toBe('Completed');
  });
});
