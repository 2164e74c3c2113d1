import {
  AppVersion,
  formatAmount,
  type getCountry,
  type getHomeConfig,
  IntlTags,
  type info,
  type Locale,
  type ParsedRequestOf,
  type ResponseOf,
} from '@wayfare/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { helpArticles, LocalizedText, news } from '../../db/schema';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { pick } from '../../lib/locale';
import { ttlCache } from '../../lib/ttl-cache';
import { createProductService } from '../product/product.service';
import { toCountry } from '../user/user.mapper';
import { bonusRulesOf } from '../wallet/wallet.service';
import { configRepository as repo } from './config.repository';

/** How many recommended merchants the home screen shows. */
const HOME_MERCHANTS = 8;

/** Every country's indicative `perUsd` is against this currency. */
const REFERENCE_UNIT = 'USD';

/** The languages the app ships, with their flag images under the web app's /flags. */
const languages = [
  { name: 'English', code: 'en', googleCode: 'en', country: 'US', img: '/flags/us.svg' },
  { name: 'ไทย', code: 'th-TH', googleCode: 'th', country: 'TH', img: '/flags/th.svg' },
  { name: 'हिन्दी', code: 'hi-IN', googleCode: 'hi', country: 'IN', img: '/flags/in.svg' },
  { name: '简体中文', code: 'zh-Hans', googleCode: 'zh-CN', country: 'CN', img: '/flags/cn.svg' },
  { name: '繁體中文', code: 'zh-Hant', googleCode: 'zh-TW', country: 'TW', img: '/flags/tw.svg' },
];

type Article = typeof news.$inferSelect | (typeof helpArticles.$inferSelect & { cover?: string; publishedAt?: Date });

/** Content text in the reader's language with its amount placeholders filled in the reader's currency. */
type Say = (text: LocalizedText) => string;

function articleSummary(a: Article, say: Say) {
  return {
    _id: String(a.id),
    title: say(a.title),
    summary: 'summary' in a ? say(a.summary) : '',
    cover: a.cover ?? '',
    publishedAt: (a.publishedAt ?? new Date(0)).toISOString(),
  };
}

const pageOf = (page: number, limt: number) => ({ offset: (page - 1) * limt, limit: limt });

/** Who reads content: their language, and their country (whose currency amounts are shown in). */
export type Reader = { locale: Locale; countryCode: string | null };

/** Replaces `{{name}}` placeholders with `values`; an unknown name is left as it is. */
export const fillAmounts = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (m, name: string) => values[name] ?? m);

/** Reference data changes rarely; a minute of staleness is the price of not reading it per request. */
const REFERENCE_TTL_MS = 60_000;

export function createConfigService(db: Db, config: Config) {
  const reference = ttlCache<unknown>(REFERENCE_TTL_MS);
  const cached = <T>(key: string, load: () => Promise<T>) => reference.get(key, load) as Promise<T>;
  const products = createProductService(db);

  /**
   * The reader's amounts for content placeholders: `{{bonus.min}}`/`{{bonus.amount}}` (and `…2` for the
   * next step) are the top-up bonus rules of the reader's currency, so "Top up {{bonus.min}}, get
   * {{bonus.amount}}" reads "Top up ฿1,500, get ฿150" to a baht user and "$50, get $5" to a dollar one.
   */
  async function amountsOf(reader: Reader): Promise<Record<string, string>> {
    const rows = await cached('countries', () => repo.countries(db));
    const country = rows.find((c) => c.code === (reader.countryCode ?? 'US')) ?? rows.find((c) => c.code === 'US');
    const unit = country?.unit ?? 'USD';
    const symbol = country?.symbol ?? '$';
    // The steps of every channel of the currency (a channel's own promotion is shown with that channel).
    const rules = (await cached(`bonus:${unit}`, () => bonusRulesOf(db, unit))).filter((r) => r.channelId === null);
    const tag = IntlTags[reader.locale];
    const money = (minor: number) => formatAmount(minor, unit, symbol, tag, { wholeWhenRound: true });
    const out: Record<string, string> = {};
    rules.forEach((r, i) => {
      const n = i === 0 ? '' : String(i + 1);
      out[`bonus.min${n}`] = money(r.minAmount);
      out[`bonus.amount${n}`] = money(r.bonus);
    });
    return out;
  }

  async function sayFor(reader: Reader): Promise<Say> {
    const amounts = await amountsOf(reader);
    return (text) => fillAmounts(pick(text, reader.locale), amounts);
  }

  return {
    /** Drops the cached reference data (an operator changed it). */
    forget: () => reference.clear(),

    async countries(locale: Locale): Promise<ResponseOf<typeof getCountry>> {
      const rows = await cached('countries', () => repo.countries(db));
      const list = rows.map((c) => toCountry(c, pick(c.name, locale)));
      return {
        list,
        areas: list.map((c) => ({ code: c.callingCode, area: c.code, name: c.name })),
        defaultCode: 'US',
        referenceUnit: REFERENCE_UNIT,
      };
    },

    /**
     * Recommended merchants are the food list's default order at the delivery point (open and in range
     * first by distance, then opening later, never out of range), not a fixed pick that may be closed or
     * in another country.
     */
    async home(
      reader: Reader,
      userId: number | null,
      where: ParsedRequestOf<typeof getHomeConfig> = {},
    ): Promise<ResponseOf<typeof getHomeConfig>> {
      const [bannerRows, newsPage, merchants, say] = await Promise.all([
        cached('banners', () => repo.banners(db)),
        cached('news-strip', () => repo.newsPage(db, 0, 5)),
        products.merchantList(
          {
            mType: 1,
            page: 1,
            limt: HOME_MERCHANTS,
            sort: 'default',
            addressId: where.addressId,
            latitude: where.latitude,
            longitude: where.longitude,
          },
          userId === null ? null : { id: userId, countryCode: reader.countryCode },
        ),
        sayFor(reader),
      ]);
      return {
        banners: bannerRows.map((b) => ({
          id: String(b.id),
          image: b.image,
          title: say(b.title),
          link: b.link,
        })),
        services: [
          { key: 'food', icon: 'food', link: '/pages/takeout/takeout' },
          { key: 'flights', icon: 'flights', link: '/pages/book_a_flight/book_a_flight' },
          { key: 'hotels', icon: 'hotels', link: '/pages/book_a_hotel/book_a_hotel' },
          { key: 'wallet', icon: 'wallet', link: '/pages/recharge_center/recharge_center' },
        ],
        news: newsPage.rows.map((n) => articleSummary(n, say)),
        merchants: merchants.list,
      };
    },

    info(): ResponseOf<typeof info> {
      return {
        appName: 'Wayfare',
        version: AppVersion.name,
        versionCode: AppVersion.code,
        pageMaxWidth: 750,
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

    async newsList(page: number, limt: number, reader: Reader) {
      const { offset, limit } = pageOf(page, limt);
      const [{ rows, total }, say] = await Promise.all([repo.newsPage(db, offset, limit), sayFor(reader)]);
      const list = rows.map((n) => articleSummary(n, say));
      return { list, total, page, limt, hasMore: offset + list.length < total };
    },

    async newsInfo(id: string, reader: Reader) {
      const [row, say] = await Promise.all([repo.newsById(db, rowId(id)), sayFor(reader)]);
      if (!row) return fail('NotFound');
      return { ...articleSummary(row, say), content: say(row.content) };
    },

    async helpList(page: number, limt: number, reader: Reader) {
      const { offset, limit } = pageOf(page, limt);
      const [{ rows, total }, say] = await Promise.all([repo.helpPage(db, offset, limit), sayFor(reader)]);
      const list = rows.map((h) => articleSummary(h, say));
      return { list, total, page, limt, hasMore: offset + list.length < total };
    },

    async helpInfo(id: string, reader: Reader) {
      const [row, say] = await Promise.all([repo.helpById(db, rowId(id)), sayFor(reader)]);
      if (!row) return fail('NotFound');
      return { ...articleSummary(row, say), content: say(row.content) };
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
