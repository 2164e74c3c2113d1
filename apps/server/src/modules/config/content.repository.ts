import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appVersions, banners, helpArticles, protocols } from '../../db/schema';

type BannerInsert = typeof banners.$inferInsert;

/** The back office's writes of the home's content: banners (every one, shown and hidden). */
export const contentRepository = {
  allBanners: (db: Executor) => db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)),

  lockBanner: async (tx: Executor, id: number) =>
    (await tx.select().from(banners).where(eq(banners.id, id)).for('update'))[0] ?? null,

  insertBanner: async (tx: Executor, v: BannerInsert) => (await tx.insert(banners).values(v).returning())[0]!,

  updateBanner: async (tx: Executor, id: number, v: Partial<BannerInsert>) =>
    (await tx.update(banners).set(v).where(eq(banners.id, id)).returning())[0]!,

  versions: (db: Executor) => db.select().from(appVersions).orderBy(asc(appVersions.platform), desc(appVersions.code)),

  lockVersion: async (tx: Executor, id: number) =>
    (await tx.select().from(appVersions).where(eq(appVersions.id, id)).for('update'))[0] ?? null,

  /** The new release, or null when that platform already has this version. */
  insertVersion: async (tx: Executor, v: typeof appVersions.$inferInsert) =>
    (await tx.insert(appVersions).values(v).onConflictDoNothing().returning())[0] ?? null,

  updateVersion: async (tx: Executor, id: number, v: Partial<typeof appVersions.$inferInsert>) =>
    (await tx.update(appVersions).set(v).where(eq(appVersions.id, id)).returning())[0]!,

  helpArticles: (db: Executor) => db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id)),

  lockHelp: async (tx: Executor, id: number) =>
    (await tx.select().from(helpArticles).where(eq(helpArticles.id, id)).for('update'))[0] ?? null,

  insertHelp: async (tx: Executor, v: typeof helpArticles.$inferInsert) =>
    (await tx.insert(helpArticles).values(v).returning())[0]!,

  updateHelp: async (tx: Executor, id: number, v: Partial<typeof helpArticles.$inferInsert>) =>
    (await tx.update(helpArticles).set(v).where(eq(helpArticles.id, id)).returning())[0]!,

  protocols: (db: Executor) => db.select().from(protocols).orderBy(asc(protocols.key)),

  lockProtocol: async (tx: Executor, key: string) =>
    (await tx.select().from(protocols).where(eq(protocols.key, key)).for('update'))[0] ?? null,

  updateProtocol: async (tx: Executor, key: string, v: Partial<typeof protocols.$inferInsert>) =>
    (await tx.update(protocols).set(v).where(eq(protocols.key, key)).returning())[0]!,
};
