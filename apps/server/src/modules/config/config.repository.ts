import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appVersions, banners, countries, helpArticles, news, protocols } from '../../db/schema';

export const configRepository = {
  countries: (db: Executor) =>
    db.select().from(countries).where(eq(countries.enabled, true)).orderBy(asc(countries.sort), asc(countries.code)),

  banners: (db: Executor) =>
    db.select().from(banners).where(eq(banners.enabled, true)).orderBy(asc(banners.sort), asc(banners.id)),

  newsPage: async (db: Executor, offset: number, limit: number) => {
    const [rows, [total]] = await Promise.all([
      db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(news),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  newsById: async (db: Executor, id: number) => (await db.select().from(news).where(eq(news.id, id)))[0] ?? null,

  helpPage: async (db: Executor, offset: number, limit: number) => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.hidden, false))
        .orderBy(asc(helpArticles.sort), asc(helpArticles.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(helpArticles).where(eq(helpArticles.hidden, false)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  helpById: async (db: Executor, id: number) =>
    (
      await db
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.id, id), eq(helpArticles.hidden, false)))
    )[0] ?? null,

  protocol: async (db: Executor, key: string) =>
    (await db.select().from(protocols).where(eq(protocols.key, key)))[0] ?? null,

  latestVersion: async (db: Executor, platform: string) =>
    (
      await db
        .select()
        .from(appVersions)
        .where(eq(appVersions.platform, platform))
        .orderBy(desc(appVersions.code))
        .limit(1)
    )[0] ?? null,
};
