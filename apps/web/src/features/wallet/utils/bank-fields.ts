import type { BankAccount, PaymentAccountType } from '@wayfare/contracts';
import { type FieldSpec, validateField } from '@/components/ui/dynamic-field';

/** The kinds of payment account, in the order the form offers them. */
export const accountTypes: readonly PaymentAccountType[] = ['bank', 'ewallet', 'paypal', 'crypto'];

export type BankValues = {
  type: PaymentAccountType;
  name: string;
  bank: string;
  cardNumber: string;
  network: string;
  unit: string;
  idNumber: string;
  phone: string;
  transferAccount: string;
};

export type BankFieldKey = Exclude<keyof BankValues, 'type' | 'unit'>;

const NETWORKS = ['TRC20', 'ERC20', 'BEP20', 'SOL', 'BTC'].map((n) => ({ value: n, label: n }));

const name: FieldSpec = { key: 'name', label: 'wallet.bank.field.name', required: true, maxLength: 64 };
const idNumber = (required: boolean): FieldSpec => ({
  key: 'idNumber',
  label: 'wallet.bank.field.id_number',
  required,
  maxLength: 32,
  pattern: '^[A-Za-z0-9-]{4,32}$',
});
const phone = (required: boolean): FieldSpec => ({
  key: 'phone',
  label: 'wallet.bank.field.phone',
  type: 'phone',
  required,
  maxLength: 24,
});

/**
 * What each kind of account asks for (spec sections 3 and 5). Bank: holder, bank, card number, ID
 * number and phone. E-wallet: holder, wallet account, phone, ID number. PayPal: holder and PayPal
 * e-mail. Crypto: holder, network and wallet address. Every kind has a currency unit.
 */
export const fieldsOf: Record<PaymentAccountType, FieldSpec[]> = {
  bank: [
    name,
    { key: 'bank', label: 'wallet.bank.field.bank', required: true, maxLength: 64 },
    {
      key: 'cardNumber',
      label: 'wallet.bank.field.card_number',
      type: 'digits',
      required: true,
      maxLength: 34,
      pattern: '^\\d{6,34}$',
    },
    idNumber(true),
    phone(true),
  ],
  ewallet: [
    name,
    { key: 'transferAccount', label: 'wallet.bank.field.ewallet_account', required: true, maxLength: 128 },
    phone(true),
    idNumber(true),
  ],
  paypal: [
    name,
    { key: 'transferAccount', label: 'wallet.bank.field.paypal_email', type: 'email', required: true, maxLength: 128 },
    phone(false),
  ],
  crypto: [
    name,
    { key: 'network', label: 'wallet.bank.field.network', type: 'select', required: true, options: NETWORKS },
    {
      key: 'transferAccount',
      label: 'wallet.bank.field.wallet_address',
      required: true,
      maxLength: 128,
      pattern: '^[A-Za-z0-9]{20,128}$',
    },
  ],
};

/** The field that identifies the account (`account` of the bank object): card number or the address. */
export const identifierOf = (type: PaymentAccountType): BankFieldKey =>
  type === 'bank' ? 'cardNumber' : 'transferAccount';

export const emptyBank = (unit: string): BankValues => ({
  type: 'bank',
  name: '',
  bank: '',
  cardNumber: '',
  network: '',
  unit,
  idNumber: '',
  phone: '',
  transferAccount: '',
});

export const valuesOfAccount = (a: BankAccount): BankValues => ({
  type: a.type,
  name: a.name,
  bank: a.bank,
  cardNumber: a.cardNumber,
  network: a.network,
  unit: a.unit,
  idNumber: a.idNumber,
  phone: a.phone,
  transferAccount: a.transferAccount,
});

export type BankErrors = Partial<Record<BankFieldKey | 'unit', string>>;

/** i18n keys of what is wrong, per field; empty when the form can be sent. */
export function validateBank(v: BankValues): BankErrors {
  const errors: BankErrors = {};
  for (const spec of fieldsOf[v.type]) {
    const key = spec.key as BankFieldKey;
    const problem = validateField(spec, v[key]);
    if (problem) errors[key] = problem;
  }
  if (!/^[A-Z]{3}$/.test(v.unit)) errors.unit = 'validation.required';
  return errors;
}

/** The request body (without the password): fields of other kinds are sent empty, text trimmed. */
export function bankBody(v: BankValues, countryCode: string | null | undefined) {
  const used = new Set(fieldsOf[v.type].map((f) => f.key));
  const pick = (k: BankFieldKey) => {
    if (!used.has(k)) return '';
    const text = v[k].trim();
    return k === 'cardNumber' ? text.replace(/\s+/g, '') : text;
  };
  const body = {
    type: v.type,
    name: pick('name'),
    bank: pick('bank'),
    cardNumber: pick('cardNumber'),
    network: pick('network'),
    unit: v.unit,
    idNumber: pick('idNumber'),
    phone: pick('phone'),
    transferAccount: pick('transferAccount'),
    ...(countryCode && /^[A-Z]{2}$/.test(countryCode) ? { countryCode } : {}),
  };
  return { ...body, account: body[identifierOf(v.type)] };
}

/** `•••• 1234`: only the last four characters of an account number. */
export const maskAccount = (account: string) => (account.length <= 4 ? account : `•••• ${account.slice(-4)}`);
