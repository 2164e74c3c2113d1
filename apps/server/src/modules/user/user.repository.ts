import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';
import {
  addresses,
  bankAccounts,
  countries,
  inviteRelations,
  outAccounts,
  sessions,
  travellers,
  users,
} from '../../db/schema';
import { SESSION_SQL } from './session.sql';

export const userRepository = {
  byAccount: async (db: Executor, account: string) =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.account, account), isNull(users.deletedAt)))
    )[0] ?? null,

  byId: async (db: Executor, id: number) =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
    )[0] ?? null,

  country: async (db: Executor, code: string) =>
    (await db.select().from(countries).where(eq(countries.code, code)))[0] ?? null,

  addresses: (db: Executor, userId: number) =>
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
      .orderBy(desc(addresses.isDefault), desc(addresses.id)),

  /** The symbol each currency is shown with (from the countries using it). */
  currencySymbols: async (db: Executor) =>
    new Map(
      (await db.select({ unit: countries.unit, symbol: countries.symbol }).from(countries).orderBy(asc(countries.sort)))
        .reverse()
        .map((r) => [r.unit, r.symbol]),
    ),

  outAccounts: (db: Executor, userId: number) =>
    db.select({ accountType: outAccounts.accountType }).from(outAccounts).where(eq(outAccounts.userId, userId)),

  /** Locks the user's row until the transaction ends (serialises session changes of one user). */
  lockUser: async (tx: Executor, userId: number) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  createSession: async (
    db: Executor,
    s: { userId: number; tokenHash: string; expiresAt: Date; userAgent?: string; ip?: string; deviceId?: string },
  ) => (await db.insert(sessions).values(s).returning({ id: sessions.id }))[0]!,

  /** Revokes every live session of the user except `keepId`; returns the ids revoked. */
  revokeSessions: async (db: Executor, userId: number, reason: string, keepId?: number) =>
    db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepId === undefined ? undefined : ne(sessions.id, keepId),
        ),
      )
      .returning({ id: sessions.id }),

  revokeSession: (db: Executor, sessionId: number, reason: string) =>
    db.update(sessions).set({ revokedAt: sql`now()`, revokedReason: reason }).where(eq(sessions.id, sessionId)),

  updateProfile: (db: Executor, userId: number, values: Partial<typeof users.$inferInsert>) =>
    db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, userId)),
  /** An enabled country, or null. */
  enabledCountry: async (db: Executor, code: string) =>
    (
      await db
        .select()
        .from(countries)
        .where(and(eq(countries.code, code), eq(countries.enabled, true)))
    )[0] ?? null,

  /** The live user owning an invite code (codes are issued upper-case; typed ones may not be). */
  byInviteCode: async (db: Executor, code: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.inviteCode, [code, code.toUpperCase()]), isNull(users.deletedAt)))
        .limit(1)
    )[0] ?? null,

  /** Whether the user has ever signed in from the device (sessions keep the device id). */
  usedDevice: async (db: Executor, userId: number, deviceId: string) =>
    (
      await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId)))
        .limit(1)
    ).length > 0,

  inviteCodeTaken: async (db: Executor, code: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code)).limit(1)).length > 0,

  insertUser: async (db: Executor, values: typeof users.$inferInsert) =>
    (await db.insert(users).values(values).returning())[0]!,

  linkInviter: (db: Executor, userId: number, inviterId: number) =>
    db.insert(inviteRelations).values({ userId, inviterId }),

  /** The live session behind a token hash (unknown, expired, revoked, frozen or deleted user: null). */
  liveSession: async (db: Executor, tokenHash: string, now: Date) => {
    const [row] = await rawQuery(db, SESSION_SQL, [tokenHash, now], 'auth_session_v1');
    return row
      ? {
          id: Number(row.id),
          sessionId: Number(row.session_id),
          countryCode: (row.country_code as string | null) ?? null,
        }
      : null;
  },

  withdrawPasswordHash: async (db: Executor, userId: number) =>
    (await db.select({ hash: users.withdrawPasswordHash }).from(users).where(eq(users.id, userId)))[0]?.hash ?? null,

  /** Why the session behind a token hash was revoked, if it was. */
  sessionRevokedReason: async (db: Executor, tokenHash: string) =>
    (
      await db
        .select({ reason: sessions.revokedReason })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1)
    )[0]?.reason ?? null,

  sessionCreatedAt: async (db: Executor, sessionId: number) =>
    (await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)))[0]
      ?.createdAt ?? null,

  setFrozen: (db: Executor, userId: number, frozen: boolean) =>
    db.update(users).set({ frozen, updatedAt: sql`now()` }).where(eq(users.id, userId)),

  /**
   * Deletion keeps the row (ledger entries, orders and invite links point at it) but drops everything that
   * identifies the person: account, passwords, profile, real-name data, linked identities, addresses,
   * saved travellers and payout accounts. The account name becomes free to register again.
   */
  anonymise: async (db: Executor, userId: number) => {
    await db
      .update(users)
      .set({
        account: null,
        passwordHash: null,
        withdrawPasswordHash: null,
        name: '',
        head: null,
        sex: null,
        birthday: null,
        infos: {},
        realInfo: null,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await db.delete(outAccounts).where(eq(outAccounts.userId, userId));
    await db.delete(travellers).where(eq(travellers.userId, userId));
    await db
      .update(addresses)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)));
    await db
      .update(bankAccounts)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)));
  },
};
