import { and, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  appVersions,
  auditLog,
  banners,
  helpArticles,
  type LocalizedText,
  news,
  protocols,
  seedState,
} from '../schema';
import { assetUrl } from './assets';
import { BANNER_TITLES_V1, USER_AGREEMENT_V1 } from './content-v1';
import { HELP_A } from './help-articles';
import { HELP_B } from './help-articles-more';
import { NEWS_A } from './news-articles';
import { NEWS_B } from './news-articles-more';
import { PRIVACY_POLICY } from './protocol-privacy';
import { USER_AGREEMENT, USER_AGREEMENT_V2 } from './protocol-user-agreement';
import type { SeedSection } from './section';
import { htmlPerLocale, type L10n, LOCALES, tr } from './text';

export const NEWS = [...NEWS_A, ...NEWS_B];
export const HELP = [...HELP_A, ...HELP_B];

export const BANNERS = [
  {
    slug: 'food-delivery',
    link: '/pages/takeout/takeout',
    title: tr(
      'Dinner from 30+ kitchens, delivered | อาหารเย็นจากกว่า 30 ร้าน ส่งถึงที่ | 30 से ज़्यादा रसोइयों से डिनर, आपके दरवाज़े तक | 30多家餐厅美食，送货上门 | 30多家餐廳美食，送到府上',
    ),
  },
  {
    slug: 'flights',
    link: '/pages/book_a_flight/book_a_flight',
    title: tr(
      'Fly across Asia and the US, promo fares every day | บินทั่วเอเชียและอเมริกา ตั๋วโปรทุกวัน | एशिया और अमेरिका में उड़ान, हर दिन प्रोमो किराए | 畅飞亚洲和美国，每日特价 | 暢飛亞洲和美國，每日特價',
    ),
  },
  {
    slug: 'hotels',
    link: '/pages/book_a_hotel/book_a_hotel',
    title: tr(
      'Stays from Phuket beaches to Taipei | ที่พักตั้งแต่หาดภูเก็ตถึงไทเป | फुकेत के समुद्र तटों से ताइपे तक ठहरने की जगहें | 从普吉海滩到台北的精选住宿 | 從普吉海灘到台北的精選住宿',
    ),
  },
  {
    slug: 'wallet-bonus',
    link: '/pages/recharge_center/recharge_center',
    title: tr(
      'Top up {{bonus.min}}, get a {{bonus.amount}} bonus | เติม {{bonus.min}} รับโบนัส {{bonus.amount}} | {{bonus.min}} टॉप-अप पर {{bonus.amount}} बोनस | 充值{{bonus.min}}送{{bonus.amount}} | 儲值{{bonus.min}}送{{bonus.amount}}',
    ),
  },
];

export const PROTOCOLS = [
  {
    key: 'user_agreement',
    title: tr('User Agreement | ข้อตกลงการใช้งาน | उपयोगकर्ता अनुबंध | 用户协议 | 使用者條款'),
    content: htmlPerLocale(USER_AGREEMENT),
  },
  {
    key: 'privacy_policy',
    title: tr('Privacy Policy | นโยบายความเป็นส่วนตัว | गोपनीयता नीति | 隐私政策 | 隱私權政策'),
    content: htmlPerLocale(PRIVACY_POLICY),
  },
];

export const APP_VERSION = {
  version: '2.0.0',
  code: 200,
  platform: 'web',
  url: '',
  force: false,
  notes: tr(
    'Wayfare 2.0: food delivery, flights, hotels and one wallet, in five languages. | Wayfare 2.0: ส่งอาหาร เที่ยวบิน โรงแรม และกระเป๋าเงินเดียว รองรับห้าภาษา | Wayfare 2.0: फ़ूड डिलीवरी, उड़ानें, होटल और एक वॉलेट, पाँच भाषाओं में। | Wayfare 2.0：外卖、机票、酒店和统一钱包，支持五种语言。 | Wayfare 2.0：外送、機票、飯店和統一錢包，支援五種語言。',
  ),
};

/**
 * Seed keys already present, so a re-run adds only new articles. Articles are found by key, never by title:
 * an operator may retitle a seeded article (rows seeded before keys existed got theirs in migration 0021).
 */
async function existingKeys(tx: Tx, table: typeof news | typeof helpArticles): Promise<Set<string>> {
  const rows = await tx.select({ key: table.seedKey }).from(table).where(isNotNull(table.seedKey));
  return new Set(rows.map((r) => r.key!));
}

const DAY_MS = 86_400_000;

const SECTION = 'content';

/** The content version this database was last seeded with; 0 when never (or when the record is gone). */
async function seededVersion(tx: Tx): Promise<number> {
  const [row] = await tx.select({ version: seedState.version }).from(seedState).where(eq(seedState.section, SECTION));
  return row?.version ?? 0;
}

/** Per locale: `next` where the stored text is still the `old` seeded one, else the stored text (an edit stays). */
function revised(stored: LocalizedText, old: LocalizedText, next: L10n): LocalizedText {
  const out: LocalizedText = { ...stored };
  for (const l of LOCALES) if (stored[l] === old[l]) out[l] = next[l];
  return out;
}

const sameText = (a: LocalizedText, b: LocalizedText) => LOCALES.every((l) => a[l] === b[l]);

/** Protocol texts older versions seeded, by key, in stored (HTML) form, oldest first. */
const FORMER_PROTOCOLS: Record<string, LocalizedText[]> = {
  user_agreement: [htmlPerLocale(USER_AGREEMENT_V1), htmlPerLocale(USER_AGREEMENT_V2)],
};

/**
 * Brings rows an older version seeded up to date. Articles revised after the stored version are rewritten
 * (found by their seed key) unless an operator has edited them in the
 * back office (an audit row says so); banner and protocol texts change only in the locales that still hold
 * the text an older version seeded, so an operator's edit is never lost.
 */
async function reviseSeeded(tx: Tx, now: Date): Promise<void> {
  const since = await seededVersion(tx);
  /** No operator has edited the row (the back office audits every edit as `<kind>.edit` on `<kind>:<id>`). */
  const untouched = (t: typeof news | typeof helpArticles, kind: 'news' | 'help') =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(auditLog)
        .where(and(eq(auditLog.action, `${kind}.edit`), eq(auditLog.target, sql`${`${kind}:`} || ${t.id}`))),
    );

  for (const n of NEWS) {
    if ((n.revised ?? 0) <= since) continue;
    await tx
      .update(news)
      .set({ title: n.title, summary: n.summary, content: htmlPerLocale(n.body) })
      .where(and(eq(news.seedKey, n.slug), untouched(news, 'news')));
  }
  for (const h of HELP) {
    if ((h.revised ?? 0) <= since) continue;
    await tx
      .update(helpArticles)
      .set({ title: h.title, content: htmlPerLocale(h.body) })
      .where(and(eq(helpArticles.seedKey, h.slug), untouched(helpArticles, 'help')));
  }

  const storedBanners = await tx.select({ id: banners.id, image: banners.image, title: banners.title }).from(banners);
  for (const b of BANNERS) {
    const old = BANNER_TITLES_V1[b.slug];
    if (!old) continue;
    for (const row of storedBanners.filter((r) => r.image === assetUrl.banner(b.slug))) {
      const title = revised(row.title, old, b.title);
      if (!sameText(title, row.title)) await tx.update(banners).set({ title }).where(eq(banners.id, row.id));
    }
  }

  const storedProtocols = await tx
    .select({ key: protocols.key, content: protocols.content })
    .from(protocols)
    .where(inArray(protocols.key, Object.keys(FORMER_PROTOCOLS)));
  for (const row of storedProtocols) {
    const formers = FORMER_PROTOCOLS[row.key];
    const next = PROTOCOLS.find((p) => p.key === row.key);
    if (!formers || !next) continue;
    const content = formers.reduce((text, old) => revised(text, old, next.content), row.content);
    if (!sameText(content, row.content))
      await tx.update(protocols).set({ content, updatedAt: now }).where(eq(protocols.key, row.key));
  }
}

export const contentSection: SeedSection = {
  name: SECTION,
  // v2: amounts in promotions are placeholders filled in the reader's currency, and texts describe a wallet
  // holding each currency as itself (v1 promised "$50" to everyone and a wallet kept in US dollars).
  // v3: the refund help article states refunds by stage (order.rules' refundStageOf).
  // v4: so does the user agreement's refunds section (it said "until the rider collects them").
  version: 4,
  async apply(tx, { now }) {
    await reviseSeeded(tx, now);

    const haveNews = await existingKeys(tx, news);
    const newsRows = NEWS.filter((n) => !haveNews.has(n.slug)).map((n) => ({
      seedKey: n.slug,
      cover: assetUrl.news(n.slug),
      title: n.title,
      summary: n.summary,
      content: htmlPerLocale(n.body),
      publishedAt: new Date(now.getTime() - n.daysAgo * DAY_MS),
    }));
    if (newsRows.length) await tx.insert(news).values(newsRows);

    const haveHelp = await existingKeys(tx, helpArticles);
    const helpRows = HELP.map((h, sort) => ({
      seedKey: h.slug,
      title: h.title,
      content: htmlPerLocale(h.body),
      sort,
    })).filter((h) => !haveHelp.has(h.seedKey));
    if (helpRows.length) await tx.insert(helpArticles).values(helpRows);

    // Operators may edit protocols; a re-run never overwrites their text.
    await tx.insert(protocols).values(PROTOCOLS).onConflictDoNothing();

    const haveBanners = new Set((await tx.select({ image: banners.image }).from(banners)).map((b) => b.image));
    const bannerRows = BANNERS.map((b, sort) => ({
      image: assetUrl.banner(b.slug),
      title: b.title,
      link: b.link,
      sort,
    }));
    const missingBanners = bannerRows.filter((b) => !haveBanners.has(b.image));
    if (missingBanners.length) await tx.insert(banners).values(missingBanners);

    await tx.insert(appVersions).values(APP_VERSION).onConflictDoNothing();
  },
};
