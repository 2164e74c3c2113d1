import type { BankAccount, PaymentAccountType } from '@wayfare/contracts';
import type { BankRow } from './bank.repository';

export function toBankAccount(b: BankRow): BankAccount {
  return {
    id: String(b.id),
    account: b.account,
    type: b.type as PaymentAccountType,
    name: b.name,
    bank: b.bank,
    cardNumber: b.cardNumber,
    network: b.network,
    unit: b.unit,
    idNumber: b.idNumber,
    phone: b.phone,
    transferAccount: b.transferAccount,
    // The table keeps no country per payment account (the input's optional countryCode is not stored).
    countryCode: null,
    createdAt: b.createdAt.toISOString(),
  };
}
