import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, operatorSessions, operators } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

export const adminRepository = {
  byUsername: async (db: Executor, username: string) =>
    (await db.select().from(operators).where(eq(operators.username, username)))[0] ?? null,

  /** Creates the operator, or resets the password and role of an existing one (the CLI's job). */
  upsert: async (
    db: Executor,
    o: { username: string; passwordHash: string; role: string; merchantId: number | null },
  ) =>
    (
      await db
        .insert(operators)
        .values(o)
        .onConflictDoUpdate({
          target: operators.username,
          set: { passwordHash: o.passwordHash, role: o.role, merchantId: o.merchantId, disabled: false },
        })
        .returning()
    )[0]!,

  createSession: async (db: Executor, s: { operatorId: number; tokenHash: string; expiresAt: Date }) =>
    (await db.insert(operatorSessions).values(s).returning({ id: operatorSessions.id }))[0]!,

  /** The live operator behind a session token hash, or null. */
  session: async (db: Executor, tokenHash: string) =>
    (
      await db
        .select({
          id: operators.id,
          username: operators.username,
          role: operators.role,
          merchantId: operators.merchantId,
          sessionId: operatorSessions.id,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, new Date()),
            eq(operators.disabled, false),
          ),
        )
    )[0] ?? null,

  /** Ends one operator session (sign-out); a revoked session opens nothing, a token copied from it neither. */
  revokeSession: (db: Executor, sessionId: number) =>
    db
      .update(operatorSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt))),

  audit: (db: Executor, a: { operatorId: number; action: string; target: string; data: Record<string, unknown> }) =>
    db.insert(auditLog).values(a),
};
