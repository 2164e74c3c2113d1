import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, appVersions, banners, countries, helpArticles, merchants, news, protocols } from '../../db/schema';

export const configRepository = {
  countries: (db: Executor) =>
    db.select().from(countries).where(eq(countries.enabled, true)).orderBy(asc(countries.sort), asc(countries.code)),

  banners: (db: Executor) =>
    db.select().from(banners).where(eq(banners.enabled, true)).orderBy(asc(banners.sort), asc(banners.id)),

  recommendedMerchants: (db: Executor, limit: number) =>
    db
      .select()
      .from(merchants)
      .where(and(eq(merchants.recommended, true), eq(merchants.type, 1)))
      .orderBy(desc(merchants.rating), asc(merchants.id))
      .limit(limit),

  defaultAddress: async (db: Executor, userId: number) => {
    const [row] = await db
      .select({ latitude: addresses.latitude, longitude: addresses.longitude })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
      .orderBy(desc(addresses.isDefault), desc(addresses.id))
      .limit(1);
    return row ?? null;
  },

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
      db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(helpArticles),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  helpById: async (db: Executor, id: number) =>
    (await db.select().from(helpArticles).where(eq(helpArticles.id, id)))[0] ?? null,

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
