import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operatorUploads, serverSecrets, uploads, users } from '../../db/schema';

export const uploadRepository = {
  insert: (db: Executor, row: typeof uploads.$inferInsert) => db.insert(uploads).values(row),

  /** An upload of `userId` at `path` for `purpose`, or null. */
  own: async (db: Executor, userId: number, path: string, purpose: string) =>
    (
      await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.path, path), eq(uploads.userId, userId), eq(uploads.purpose, purpose)))
    )[0] ?? null,

  /** The upload stored at `path` by an account that still exists, or null. */
  byPath: async (db: Executor, path: string) =>
    (
      await db
        .select({ upload: uploads })
        .from(uploads)
        .innerJoin(users, eq(users.id, uploads.userId))
        .where(and(eq(uploads.path, path), isNull(users.deletedAt)))
    )[0]?.upload ?? null,

  /**
   * Locks up to `limit` uploads whose account is deleted (only `userId`'s when given), skipping rows another
   * instance holds.
   */
  claimOfDeleted: (tx: Executor, limit: number, userId?: number) =>
    tx
      .select({ id: uploads.id, path: uploads.path })
      .from(uploads)
      .innerJoin(users, eq(users.id, uploads.userId))
      .where(and(isNotNull(users.deletedAt), userId === undefined ? undefined : eq(uploads.userId, userId)))
      .orderBy(uploads.id)
      .limit(limit)
      .for('update', { of: uploads, skipLocked: true }),

  removeByIds: (tx: Executor, ids: number[]) => tx.delete(uploads).where(inArray(uploads.id, ids)),

  /** The secret named `name`, made from `fresh` by the first caller; every later caller reads the same one. */
  secret: async (db: Executor, name: string, fresh: string) => {
    await db.insert(serverSecrets).values({ name, value: fresh }).onConflictDoNothing();
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    return row!.value;
  },
};

/** Operators' catalogue and home images. */
export const operatorUploadRepository = {
  insert: (db: Executor, row: typeof operatorUploads.$inferInsert) => db.insert(operatorUploads).values(row),

  /** Whether an operator uploaded the image at `path` (for `merchantId`: an operator of that shop). */
  exists: async (db: Executor, path: string, merchantId?: number) =>
    (
      await db
        .select({ id: operatorUploads.id })
        .from(operatorUploads)
        .where(
          and(
            eq(operatorUploads.path, path),
            merchantId === undefined ? undefined : eq(operatorUploads.merchantId, merchantId),
          ),
        )
        .limit(1)
    ).length > 0,
};
