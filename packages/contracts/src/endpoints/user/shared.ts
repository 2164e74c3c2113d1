import { z } from 'zod';
import { currencyUnit, isoCountry, isoTime, latitude, longitude, money, phone, uploadPath, ymd } from '../../common';
import { AddressLabels, EducationOptions, PaymentAccountTypes, SexOptions } from '../../enums';
import { countrySchema } from '../config/shared';

const emailRe = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const phoneRe = /^\+?\d{6,16}$/;

/** An e-mail address or a phone number with its area code (`+66812345678`). */
export const accountField = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .refine((v) => emailRe.test(v) || phoneRe.test(v), { message: 'invalid_account' });

/** Length in characters as a user counts them (code points), so emoji are not counted twice. */
const charCount = (s: string) => [...s].length;

/** A new password: 8 to 128 characters of any script, never truncated (compared whole). */
export const newPassword = z
  .string()
  .max(512)
  .refine((v) => charCount(v) >= 8 && charCount(v) <= 128, { message: 'password_length' });

/** A password being checked (login, confirmation): no policy here, only a sanity bound. */
export const passwordInput = z.string().min(1).max(512);

/** The withdrawal password: six digits, typed on the secure keypad. */
export const withdrawPin = z.string().regex(/^\d{6}$/);

/** The 6-digit code of `/user/SendCode`. */
export const verificationCode = z.string().regex(/^\d{6}$/);
/** Binds a code to its account and purpose; returned by `/user/SendCode`. */
export const codeToken = z.string().min(8).max(256);

export const inviteCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/);

// ---- addresses ----

export const addressLabel = z.enum([...AddressLabels, '']);

/** Body of `/user/CreateAddress` (and, with `id`, `/user/UpdateAddress`). */
export const addressInput = z.object({
  name: z.string().trim().min(1).max(64),
  phone,
  address: z.string().trim().min(1).max(255),
  label: addressLabel.default(''),
  latitude,
  longitude,
  detailed: z.string().trim().max(255).default(''),
  houseNumber: z.string().trim().max(64).default(''),
  isDefault: z.boolean().default(false),
});

export const addressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  detailed: z.string(),
  houseNumber: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

// ---- profile ----

/** Free profile fields of `/user/UserSaveInfos`. */
export const infosSchema = z.object({
  education: z.enum(EducationOptions).optional(),
  occupation: z.string().trim().max(64).optional(),
  bio: z.string().trim().max(500).optional(),
});

/** Real-name data (real_info page). CPF: Brazil, 11 digits; CCI: Peru interbank account, 20 digits. */
/**
 * Identity numbers of one country only (spec: real-name data includes CPF and a CCI account number):
 * Brazil's CPF (taxpayer number) and Peru's CCI (interbank account code). The real_info page shows them,
 * and the server takes them, only for users of that country.
 */
export const realInfoCountryFields = { cpf: 'BR', cci: 'PE' } as const;

/** Which country-only identity fields apply to a user of `countryCode`. */
export const realInfoFieldsOf = (countryCode: string | null | undefined) => ({
  cpf: countryCode === realInfoCountryFields.cpf,
  cci: countryCode === realInfoCountryFields.cci,
});

export const realInfoInput = z.object({
  realName: z.string().trim().min(1).max(64),
  idNumber: z.string().trim().max(32).default(''),
  cpf: z
    .string()
    .regex(/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/)
    .optional(),
  cci: z
    .string()
    .regex(/^\d{20}$/)
    .optional(),
  email: z.email().max(254).optional(),
  phone: phone.optional(),
});

export const realInfoSchema = z.object({
  realName: z.string(),
  idNumber: z.string(),
  cpf: z.string().nullable(),
  cci: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  verified: z.boolean(),
});

/** `head` of `/user/SetHead`: a path from `/upload/File` (purpose avatar) or a small image data URL. */
export const headInput = z.union([
  uploadPath,
  z
    .string()
    .max(2_800_000)
    .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/),
]);

// ---- wallet summary and login info ----

/** One balance of the wallet: minor units of `unit`. */
export const walletBalanceSchema = z.object({
  unit: z.string(),
  symbol: z.string(),
  /** Decimal places of `unit` (ISO 4217). */
  digits: z.number().int(),
  /** Spendable balance. */
  balance: money,
  /** Held for withdrawals under review or transferring. */
  held: money,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/**
 * The wallet: the active balance is the one in the current country's currency (`unit`); `wallets` lists
 * every currency the user holds (the active one first, even when empty). Nothing is ever converted here.
 */
export const walletSummarySchema = walletBalanceSchema.extend({
  wallets: z.array(walletBalanceSchema),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

/** The login info the client stores (spec section 3), as Login and GetUserInfo return it. */
export const userInfoSchema = z.object({
  token: z.string(),
  _id: z.string(),
  account: z.string().nullable(),
  name: z.string(),
  head: z.string().nullable(),
  sex: z.enum(SexOptions).nullable(),
  birthday: z.string().nullable(),
  infos: infosSchema,
  realInfo: realInfoSchema.nullable(),
  countryCode: z.string().nullable(),
  /** Null until the user chose a country: the client then opens choose_country. */
  currentCountry: countrySchema.nullable(),
  symbol: z.string(),
  /** The spec's `address`: saved addresses keyed by address id. */
  address: z.record(z.string(), addressSchema),
  inviteCode: z.string(),
  wallet: walletSummarySchema,
  hasLoginPassword: z.boolean(),
  hasWithdrawPassword: z.boolean(),
  muted: z.boolean(),
  outAccounts: z.array(z.object({ accountType: z.string(), name: z.string() })),
  /** When `/user/SetAccount` is next allowed; null when it is allowed now. */
  accountChangeableAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

// ---- payment accounts ----

/** The bank object of `/user/AddBank` and `/user/UpdateBank`; `account` identifies it. */
export const bankInput = z
  .object({
    account: z.string().trim().min(1).max(128),
    type: z.enum(PaymentAccountTypes),
    name: z.string().trim().min(1).max(64),
    bank: z.string().trim().max(64).default(''),
    cardNumber: z.string().trim().max(34).default(''),
    network: z.string().trim().max(32).default(''),
    unit: currencyUnit,
    idNumber: z.string().trim().max(32).default(''),
    phone: z.string().trim().max(32).default(''),
    transferAccount: z.string().trim().max(128).default(''),
    countryCode: isoCountry.optional(),
    /** Adding or changing where money goes out needs the withdrawal password. */
    withdrawalPassword: withdrawPin,
  })
  .superRefine((b, ctx) => {
    const need = (field: keyof typeof b, when: boolean) => {
      if (when && !b[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    need('bank', b.type === 'bank');
    need('cardNumber', b.type === 'bank');
    need('network', b.type === 'crypto');
  });

export const bankAccountSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.enum(PaymentAccountTypes),
  name: z.string(),
  bank: z.string(),
  cardNumber: z.string(),
  network: z.string(),
  unit: z.string(),
  idNumber: z.string(),
  phone: z.string(),
  transferAccount: z.string(),
  countryCode: z.string().nullable(),
  createdAt: isoTime,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** `birthday` of `/user/UserSaveInfos`: a past date, at most 150 years ago. */
export const birthdayInput = ymd.refine(
  (v) => {
    const t = Date.parse(v);
    return t <= Date.now() && t >= Date.now() - 150 * 366 * 86_400_000;
  },
  { message: 'invalid_birthday' },
);
