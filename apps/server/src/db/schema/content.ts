import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './catalog';
import { createdAt, type LocalizedText } from './common';

export const banners = pgTable('banners', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  image: text('image').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  /** An app route, e.g. '/pages/takeout/takeout'. */
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const news = pgTable('news', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  cover: text('cover').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  /** Sanitised HTML per locale. */
  content: jsonb('content').$type<LocalizedText>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The seed's own name for an article it wrote (its slug); null for one an operator wrote. The content seed
   * finds its articles by it, so an operator's new title never makes a re-run add the seeded copy again.
   */
  seedKey: text('seed_key').unique(),
});

export const helpArticles = pgTable('help_articles', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** As `news.seedKey`: the seed's slug of a help article it wrote, null for an operator's. */
  seedKey: text('seed_key').unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  /** Hidden by an operator: gone from the app's help centre, kept here (never deleted). */
  hidden: boolean('hidden').notNull().default(false),
});

/** User agreement, privacy policy and other protocol pages, by key. */
export const protocols = pgTable('protocols', {
  key: text('key').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appVersions = pgTable(
  'app_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** e.g. '2.0.0' */
    version: text('version').notNull(),
    code: integer('code').notNull(),
    /** 'web' | 'android' | 'ios' */
    platform: text('platform').notNull().default('web'),
    url: text('url').notNull().default(''),
    notes: jsonb('notes').$type<LocalizedText>().notNull(),
    force: boolean('force').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('app_versions_uq').on(t.platform, t.code)],
);

/** Back-office operators (their own login, roles). */
export const operators = pgTable('operators', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** OperatorRoles: 'admin' | 'finance' | 'support' | 'content' | 'merchant' */
  role: text('role').notNull(),
  /** A merchant operator's one shop: every call of theirs is limited to it (null for every other role). */
  merchantId: bigint('merchant_id', { mode: 'number' }).references(() => merchants.id),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

export const operatorSessions = pgTable('operator_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Images operators uploaded for the catalogue and the home (merchant and product images, banners), served
 * publicly at `/uploads/catalog/<random>.<ext>`. A merchant operator's uploads carry their shop.
 */
export const operatorUploads = pgTable(
  'operator_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    merchantId: bigint('merchant_id', { mode: 'number' }).references(() => merchants.id),
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_uploads_path_uq').on(t.path), index('operator_uploads_merchant_idx').on(t.merchantId)],
);

/**
 * Who did what in the back office: one row per state-changing operator call, written in the transaction of
 * the change; `data.before` / `data.after` hold the state it changed. Rows are never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.target, t.id), index('audit_log_operator_idx').on(t.operatorId, t.id)],
);

/** Which version of each demo-seed section has been applied, so seeding is idempotent and additive. */
export const seedState = pgTable('seed_state', {
  section: text('section').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
