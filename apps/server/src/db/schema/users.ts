import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, type LocalizedText, updatedAt } from './common';

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2, e.g. US, TH. */
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** Telephone calling code without '+', e.g. '66'. */
  callingCode: text('calling_code').notNull(),
  /** ISO 4217 currency, e.g. THB. */
  unit: text('unit').notNull(),
  symbol: text('symbol').notNull(),
  /** Local currency units per one settlement unit, times 1,000,000 (THB 35.5 per USD = 35_500_000). */
  rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
  /** Whether amounts are shown converted into this country's currency. */
  isLocal: boolean('is_local').notNull().default(true),
  flag: text('flag').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** E-mail address (lower-cased) or phone number with area code, e.g. '+66812345678'. */
    account: text('account'),
    passwordHash: text('password_hash'),
    withdrawPasswordHash: text('withdraw_password_hash'),
    name: text('name').notNull().default(''),
    head: text('head'),
    sex: text('sex'),
    birthday: date('birthday'),
    /** Free profile fields, e.g. `{ education: 'bachelor_degree', bio: '...' }`. */
    infos: jsonb('infos').$type<Record<string, string>>().notNull().default({}),
    countryCode: text('country_code').references(() => countries.code),
    inviteCode: text('invite_code').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    realInfo: jsonb('real_info').$type<Record<string, string>>(),
    frozen: boolean('frozen').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    accountChangedAt: timestamp('account_changed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_account_uq').on(t.account).where(sql`${t.account} is not null`),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    index('users_inviter_idx').on(t.inviterId),
  ],
);

/** Referral tree: who invited whom (spec: invite code, subordinate users, rebates). */
export const inviteRelations = pgTable(
  'invite_relations',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('invite_relations_inviter_idx').on(t.inviterId)],
);

/** Login sessions; only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' | 'remote_login' | 'frozen' | 'deleted' | 'password_changed' */
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** The browser's own random id (`X-Device-Id`), kept to tell self-referrals (issue 17). */
    deviceId: text('device_id'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Third-party identities (Telegram, LINE) linked to a user. */
export const outAccounts = pgTable(
  'out_accounts',
  {
    accountType: text('account_type').notNull(),
    outAccountId: text('out_account_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountType, t.outAccountId] })],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    /** CodePurpose: 1 register, 2 reset, 3 rebind. */
    purpose: integer('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verification_codes_token_uq').on(t.tokenHash),
    index('verification_codes_account_idx').on(t.account),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** 'Home' | 'Work' | '' */
    label: text('label').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    detailed: text('detailed').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/**
 * A user's frequent travellers, reused at flight and hotel checkout. Personal data: removed with the
 * account. One row per document (type and number) and user.
 */
export const travellers = pgTable(
  'travellers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    idExpiry: date('id_expiry', { mode: 'string' }),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('travellers_document_uq').on(t.userId, t.idType, t.idNumber)],
);

/** Payment accounts for withdrawals (spec: bank / payment account). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The account identifier the spec calls `account` (card number, PayPal e-mail, wallet id). */
    account: text('account').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    bank: text('bank').notNull().default(''),
    cardNumber: text('card_number').notNull().default(''),
    network: text('network').notNull().default(''),
    unit: text('unit').notNull(),
    idNumber: text('id_number').notNull().default(''),
    phone: text('phone').notNull().default(''),
    transferAccount: text('transfer_account').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId),
    uniqueIndex('bank_accounts_user_account_uq').on(t.userId, t.account).where(sql`${t.deletedAt} is null`),
  ],
);
