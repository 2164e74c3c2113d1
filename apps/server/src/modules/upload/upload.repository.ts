import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema';

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
};
