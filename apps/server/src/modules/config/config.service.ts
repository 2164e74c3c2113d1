import type { Locale, ResponseOf } from '@wayfare/contracts';
import { AppVersion, type getCountry, type getHomeConfig, type info } from '@wayfare/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { helpArticles, news } from '../../db/schema';
import { fail } from '../../lib/app-error';
import { pick } from '../../lib/locale';
import { ttlCache } from '../../lib/ttl-cache';
import { toMerchantCard } from '../product/merchant-card';
import { configRepository as repo } from './config.repository';

const SETTLEMENT_UNIT = 'USD';

/** The languages the app ships, with their flag images under the web app's /flags. */
const languages = [
  { name: 'English', code: 'en', googleCode: 'en', country: 'US', img: '/flags/us.svg' },
  { name: 'ไทย', code: 'th-TH', googleCode: 'th', country: 'TH', img: '/flags/th.svg' },
  { name: 'हिन्दी', code: 'hi-IN', googleCode: 'hi', country: 'IN', img: '/flags/in.svg' },
  { name: '简体中文', code: 'zh-Hans', googleCode: 'zh-CN', country: 'CN', img: '/flags/cn.svg' },
  { name: '繁體中文', code: 'zh-Hant', googleCode: 'zh-TW', country: 'TW', img: '/flags/tw.svg' },
];

type Article = typeof news.$inferSelect | (typeof helpArticles.$inferSelect & { cover?: string; publishedAt?: Date });

function articleSummary(a: Article, locale: Locale) {
  return {
    _id: String(a.id),
    title: pick(a.title, locale),
    summary: 'summary' in a ? pick(a.summary, locale) : '',
    cover: a.cover ?? '',
    publishedAt: (a.publishedAt ?? new Date(0)).toISOString(),
  };
}

const pageOf = (page: number, limt: number) => ({ offset: (page - 1) * limt, limit: limt });

/** Reference data changes rarely; a minute of staleness is the price of not reading it per request. */
const REFERENCE_TTL_MS = 60_000;

export function createConfigService(db: Db, config: Config) {
  const reference = ttlCache<unknown>(REFERENCE_TTL_MS);
  const cached = <T>(key: string, load: () => Promise<T>) => reference.get(key, load) as Promise<T>;

  return {
    async countries(locale: Locale): Promise<ResponseOf<typeof getCountry>> {
      const rows = await cached('countries', () => repo.countries(db));
      const list = rows.map((c) => ({
        code: c.code,
        name: pick(c.name, locale),
        callingCode: c.callingCode,
        unit: c.unit,
        symbol: c.symbol,
        rate: c.rateMicros / 1_000_000,
        isLocal: c.isLocal,
        flag: c.flag,
      }));
      return {
        list,
        areas: list.map((c) => ({ code: c.callingCode, area: c.code, name: c.name })),
        defaultCode: 'US',
        settlementUnit: SETTLEMENT_UNIT,
      };
    },

    async home(locale: Locale, userId: number | null): Promise<ResponseOf<typeof getHomeConfig>> {
      const now = new Date();
      const [bannerRows, newsPage, merchantRows, from] = await Promise.all([
        cached('banners', () => repo.banners(db)),
        cached('news-strip', () => repo.newsPage(db, 0, 5)),
        cached('recommended', () => repo.recommendedMerchants(db, 10)),
        userId ? repo.defaultAddress(db, userId) : Promise.resolve(null),
      ]);
      return {
        banners: bannerRows.map((b) => ({
          id: String(b.id),
          image: b.image,
          title: pick(b.title, locale),
          link: b.link,
        })),
        services: [
          { key: 'food', icon: 'food', link: '/pages/takeout/takeout' },
          { key: 'flights', icon: 'flights', link: '/pages/book_a_flight/book_a_flight' },
          { key: 'hotels', icon: 'hotels', link: '/pages/book_a_hotel/book_a_hotel' },
          { key: 'wallet', icon: 'wallet', link: '/pages/recharge_center/recharge_center' },
        ],
        news: newsPage.rows.map((n) => articleSummary(n, locale)),
        merchants: merchantRows.map((m) => toMerchantCard(m, now, from)),
      };
    },

    info(): ResponseOf<typeof info> {
      return {
        appName: 'Wayfare',
        version: AppVersion.name,
        versionCode: AppVersion.code,
        pageMaxWidth: 750,
        settlementUnit: SETTLEMENT_UNIT,
        languages,
        cartMaxItems: 99,
        chatFileMaxMb: config.UPLOAD_LIMIT_MB,
        uploadMaxMb: config.UPLOAD_LIMIT_MB,
        reviewMaxImages: 9,
        payOnBehalfMinutes: config.PAY_ON_BEHALF_MINUTES,
        orderPayMinutes: config.ORDER_PAY_MINUTES,
        mapTileUrl: config.MAP_TILE_URL,
        telegramBotName: config.TELEGRAM_BOT_NAME ?? null,
        lineLoginEnabled: Boolean(config.LINE_CHANNEL_ID),
        paypalEnabled: Boolean(config.PAYPAL_CLIENT_ID),
        demoMode: config.NODE_ENV !== 'production',
      };
    },

    async protocol(key: string, locale: Locale) {
      const row = (await repo.protocol(db, key)) ?? fail('NotFound');
      return {
        key: row.key,
        title: pick(row.title, locale),
        content: pick(row.content, locale),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async newsList(page: number, limt: number, locale: Locale) {
      const { offset, limit } = pageOf(page, limt);
      const { rows, total } = await repo.newsPage(db, offset, limit);
      const list = rows.map((n) => articleSummary(n, locale));
      return { list, total, page, limt, hasMore: offset + list.length < total };
    },

    async newsInfo(id: number, locale: Locale) {
      const row = (await repo.newsById(db, id)) ?? fail('NotFound');
      return { ...articleSummary(row, locale), content: pick(row.content, locale) };
    },

    async helpList(page: number, limt: number, locale: Locale) {
      const { offset, limit } = pageOf(page, limt);
      const { rows, total } = await repo.helpPage(db, offset, limit);
      const list = rows.map((h) => articleSummary(h, locale));
      return { list, total, page, limt, hasMore: offset + list.length < total };
    },

    async helpInfo(id: number, locale: Locale) {
      const row = (await repo.helpById(db, id)) ?? fail('NotFound');
      return { ...articleSummary(row, locale), content: pick(row.content, locale) };
    },

    /** Compares the caller's version (name like 2.0.0, or a numeric code) with the newest release. */
    async appUpdate(version: string | undefined, type: string | undefined, locale: Locale) {
      const latest = await repo.latestVersion(db, type && type !== 'h5' ? type : 'web');
      const current = versionCode(version);
      const newer = latest !== null && current !== null && latest.code > current;
      return {
        update: newer,
        version: latest?.version ?? AppVersion.name,
        code: latest?.code ?? AppVersion.code,
        url: latest?.url ?? '',
        notes: latest ? pick(latest.notes, locale) : '',
        force: newer && (latest?.force ?? false),
      };
    },
  };
}

/** '2.0.1' → 201, '201' → 201; null when unreadable. */
export function versionCode(version: string | undefined): number | null {
  if (!version) return null;
  if (/^\d+$/.test(version)) return Number(version);
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number(m[2]) * 10 + Number(m[3]);
}
