import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as argon2 from 'argon2';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../client';
import * as s from '../schema';
import { FLIGHT_DAYS } from './flights';
import { DEMO_ACCOUNT, DEMO_PASSWORD, ensureFlights, type SeedReport, seed } from './index';
import { LOCALES } from './text';

/** Fixed clock; the 60-day window crosses the US switch to daylight time (8 March). */
const NOW = new Date('2026-03-01T04:00:00Z');
const DAY = 86_400_000;
const assetsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets');

const SEEDED: PgTable[] = [
  s.countries,
  s.paymentChannels,
  s.bonusRules,
  s.referralRates,
  s.merchants,
  s.productCategories,
  s.products,
  s.airlineTickets,
  s.ticketFares,
  s.news,
  s.helpArticles,
  s.protocols,
  s.banners,
  s.appVersions,
  s.users,
  s.addresses,
  s.inviteRelations,
  s.ledgerAccounts,
  s.ledgerJournals,
  s.ledgerEntries,
  s.recharges,
  s.chatGroups,
  s.chatMembers,
  s.chatMessages,
  s.seedState,
];

type Row = Record<string, unknown>;
async function rows<T = Row>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of SEEDED) {
    const [r] = await rows<{ n: number }>(database, sql`select count(*)::int as n from ${t}`);
    out[getTableName(t)] = r?.n ?? -1;
  }
  return out;
}

/** A digest of the world's content, ids included, to compare runs and databases. */
async function fingerprint(database: Database): Promise<string> {
  const parts = await Promise.all([
    rows(database, sql`select id, name, avg_price, delivery_fee, latitude from merchants order by id`),
    rows(
      database,
      sql`select id, merchant_id, category_id, name->>'en' as n, price, stock, specs from products order by id`,
    ),
    rows(
      database,
      sql`select count(*)::int as n, sum(price)::text as p, sum(seats_left)::int as seats from ticket_fares`,
    ),
    rows(database, sql`select id, name->>'th-TH' as n from payment_channels order by id`),
  ]);
  return JSON.stringify(parts);
}

let db: Database;
let first: SeedReport;
let second: SeedReport;
let before: Record<string, number>;
let after: Record<string, number>;
let seedMs = 0;

beforeAll(async () => {
  db = await openTestDatabase();
  const started = Date.now();
  first = await seed(db.db, { now: NOW });
  seedMs = Date.now() - started;
  before = await counts(db);
  second = await seed(db.db, { now: NOW });
  after = await counts(db);
});

afterAll(async () => {
  await db?.close();
});

describe('demo world seed', () => {
  it('applies every section once and a second run changes nothing', () => {
    console.log(`seed on an empty database: ${seedMs} ms`, before);
    expect(first.sections).toHaveLength(8);
    expect(first.flightsAdded).toBeGreaterThan(1000);
    expect(second.sections).toEqual([]);
    expect(second.flightsAdded).toBe(0);
    expect(after).toEqual(before);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
  });

  it('re-runs additively when the stored versions are gone: same rows, same ids', async () => {
    const print = await fingerprint(db);
    await db.db.delete(s.seedState);
    const report = await seed(db.db, { now: NOW });
    expect(report.sections).toHaveLength(8);
    expect(await counts(db)).toEqual(before);
    expect(await fingerprint(db)).toBe(print);
  });

  it('is deterministic: a fresh database gets the same world', { timeout: 90_000 }, async () => {
    const other = await openTestDatabase();
    try {
      await seed(other.db, { now: NOW });
      expect(await fingerprint(other)).toBe(await fingerprint(db));
    } finally {
      await other.close();
    }
  });

  it('has 30+ restaurants with 8-20 products in 2-5 categories each', async () => {
    const list = await rows<{ id: number; products: number; cats: number; paused: boolean; hours: unknown }>(
      db,
      sql`select m.id, m.paused, m.opening_hours as hours,
            (select count(*)::int from products p where p.merchant_id = m.id) as products,
            (select count(*)::int from product_categories c where c.merchant_id = m.id) as cats
          from merchants m where m.type = 1`,
    );
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const m of list) {
      expect(m.products).toBeGreaterThanOrEqual(8);
      expect(m.products).toBeLessThanOrEqual(20);
      expect(m.cats).toBeGreaterThanOrEqual(2);
      expect(m.cats).toBeLessThanOrEqual(5);
    }
    expect(list.filter((m) => m.paused)).toHaveLength(1);
    expect(list.some((m) => JSON.stringify(m.hours).includes('"close":1440'))).toBe(true);
    const [rec] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from merchants where type = 1 and recommended`,
    );
    expect(rec?.n).toBeGreaterThanOrEqual(6);
    const [stock] = await rows<{ limited: number; unlimited: number }>(
      db,
      sql`select count(*) filter (where stock is not null)::int as limited, count(*) filter (where stock is null)::int as unlimited from products p join merchants m on m.id = p.merchant_id where m.type = 1`,
    );
    expect(stock?.limited).toBeGreaterThan(0);
    expect(stock?.unlimited).toBeGreaterThan((stock?.limited ?? 0) * 3);
  });

  it('has 8+ hotels with 3-5 room types, priced from their cheapest room', async () => {
    const list = await rows<{ avg_price: number; rooms: number; cheapest: number; bad_attrs: number }>(
      db,
      sql`select m.avg_price, count(p.id)::int as rooms, min(p.price)::int as cheapest,
            count(*) filter (where not (p.attrs ?& array['bed','sizeM2','maxGuests','breakfast','serviceFeeBp']))::int as bad_attrs
          from merchants m join products p on p.merchant_id = m.id where m.type = 2 group by m.id`,
    );
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const h of list) {
      expect(h.rooms).toBeGreaterThanOrEqual(3);
      expect(h.rooms).toBeLessThanOrEqual(5);
      expect(Number(h.avg_price)).toBe(h.cheapest);
      expect(h.bad_attrs).toBe(0);
    }
  });

  it('writes every localised field in all five locales', async () => {
    const texts = await rows<{ src: string; v: Record<string, string> }>(
      db,
      sql`select 'country' as src, name as v from countries
          union all select 'merchant', description from merchants
          union all select 'category', name from product_categories
          union all select 'product', name from products
          union all select 'product-desc', description from products
          union all select 'spec', g->'name' from products, jsonb_array_elements(specs) g
          union all select 'option', o->'name' from products, jsonb_array_elements(specs) g, jsonb_array_elements(g->'options') o
          union all select 'channel', name from payment_channels
          union all select 'news', title from news union all select 'news', summary from news union all select 'news', content from news
          union all select 'help', title from help_articles union all select 'help', content from help_articles
          union all select 'protocol', title from protocols union all select 'protocol', content from protocols
          union all select 'banner', title from banners
          union all select 'version', notes from app_versions`,
    );
    expect(texts.length).toBeGreaterThan(1000);
    for (const t of texts) {
      for (const l of LOCALES) expect(t.v[l]?.trim(), `${t.src} ${l}: ${JSON.stringify(t.v)}`).toBeTruthy();
    }
    // Translations, not English copies: dish names and descriptions differ in every other locale.
    for (const t of texts.filter((x) => x.src === 'product' || x.src === 'product-desc' || x.src === 'merchant')) {
      for (const l of LOCALES.slice(1)) expect(t.v[l], `${l} copies English: ${t.v.en}`).not.toBe(t.v.en);
    }
  });

  it('points every image at a committed file', async () => {
    const urls = await rows<{ url: string }>(
      db,
      sql`select logo as url from merchants union select cover from merchants union select image from products
          union select airline_logo from airline_tickets union select cover from news union select image from banners
          union select head from users where head is not null`,
    );
    expect(urls.length).toBeGreaterThan(250);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/assets\/demo\/.+\.(svg|webp)$/);
      expect(fs.existsSync(path.join(assetsRoot, url.replace(/^\/assets\//, ''))), url).toBe(true);
    }
    // Pictures are raster (an SVG image is painted on the page's main thread); marks may stay SVG.
    const pictures = await rows<{ url: string }>(
      db,
      sql`select cover as url from merchants union select image from products union select cover from news
          union select image from banners`,
    );
    expect(pictures.length).toBeGreaterThan(200);
    for (const { url } of pictures) expect(url).toMatch(/\.webp$/);
  });

  it('migration 0024 moves rows from the former SVG pictures to the WebP ones, marks and uploads untouched', async () => {
    const [m] = await rows<{ id: number; cover: string; logo: string }>(
      db,
      sql`select id, cover, logo from merchants order by id limit 1`,
    );
    const [p] = await rows<{ id: number; image: string }>(db, sql`select id, image from products order by id limit 1`);
    const [b] = await rows<{ id: number; image: string }>(db, sql`select id, image from banners order by id limit 1`);
    const svg = (u: string) => u.replace(/\.webp$/, '.svg');
    // As an older database holds them: pictures as SVG; an operator's upload and a logo that stay as they are.
    await db.db.execute(sql`update merchants set cover = ${svg(m!.cover)} where id = ${m!.id}`);
    await db.db.execute(sql`update products set image = ${svg(p!.image)} where id = ${p!.id}`);
    await db.db.execute(sql`update banners set image = '/uploads/operator/banner.svg' where id = ${b!.id}`);
    const file = fs.readFileSync(new URL('../migrations/0024_demo_pictures_webp.sql', import.meta.url), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await db.db.execute(sql.raw(statement));
    const [m2] = await rows<{ cover: string; logo: string }>(
      db,
      sql`select cover, logo from merchants where id = ${m!.id}`,
    );
    expect(m2).toEqual({ cover: m!.cover, logo: m!.logo });
    expect(m!.logo).toMatch(/-logo\.svg$/);
    const [p2] = await rows<{ image: string }>(db, sql`select image from products where id = ${p!.id}`);
    expect(p2?.image).toBe(p!.image);
    const [b2] = await rows<{ image: string }>(db, sql`select image from banners where id = ${b!.id}`);
    expect(b2?.image).toBe('/uploads/operator/banner.svg');
    await db.db.execute(sql`update banners set image = ${b!.image} where id = ${b!.id}`);
  });

  it('keeps a balanced ledger whose balances equal their entries', async () => {
    const [total] = await rows<{ sum: string }>(
      db,
      sql`select coalesce(sum(amount), 0)::text as sum from ledger_entries`,
    );
    expect(total?.sum).toBe('0');
    const unbalanced = await rows(
      db,
      sql`select journal_id from ledger_entries group by journal_id having sum(amount) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const drift = await rows(
      db,
      sql`select a.id, a.kind, a.balance, coalesce(sum(e.amount), 0) as entries from ledger_accounts a
          left join ledger_entries e on e.account_id = a.id group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(drift).toEqual([]);
    const wallets = await rows<{ account: string; balance: number; currency: string }>(
      db,
      sql`select u.account, a.balance::int as balance, a.currency from ledger_accounts a join users u on u.id = a.owner_id where a.kind = 'user_wallet' order by u.id`,
    );
    // Opening balances in each person's own currency, as round amounts: ฿15,000 and ₹25,000.
    expect(wallets).toEqual([
      { account: DEMO_ACCOUNT, balance: 1_500_000, currency: 'THB' },
      { account: 'friend@wayfare.test', balance: 2_500_000, currency: 'INR' },
    ]);
    // Every merchant prices in its own country's currency.
    const [foreign] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from merchants m join countries c on c.code = m.country_code where m.currency <> c.unit`,
    );
    expect(foreign?.n).toBe(0);
  });

  it('creates the demo users, their addresses, invite link and a password that verifies', async () => {
    const users = await rows<{
      id: number;
      account: string;
      password_hash: string;
      invite_code: string;
      inviter_id: number | null;
    }>(db, sql`select id, account, password_hash, invite_code, inviter_id from users order by id`);
    const [demo, friend] = users;
    expect(demo?.account).toBe(DEMO_ACCOUNT);
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
    expect(demo?.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await argon2.verify(demo?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(friend?.inviter_id).toBe(demo?.id);
    expect(demo?.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    const rel = await rows(db, sql`select user_id, inviter_id from invite_relations`);
    expect(rel).toEqual([{ user_id: friend?.id, inviter_id: demo?.id }]);
    const addr = await rows<{ label: string; is_default: boolean }>(
      db,
      sql`select label, is_default from addresses where user_id = ${demo?.id} order by id`,
    );
    expect(addr).toEqual([
      { label: 'Home', is_default: true },
      { label: 'Work', is_default: false },
    ]);
  });

  it('seeds channels per country, the 50-gets-5 bonus, content and the app version', async () => {
    const channels = await rows<{ country_code: string; codes: string[] }>(
      db,
      sql`select country_code, array_agg(direction || ':' || code order by sort) as codes from payment_channels group by country_code`,
    );
    for (const c of channels) {
      expect(c.codes).toEqual(
        expect.arrayContaining(['recharge:demo', 'recharge:paypal', 'recharge:offline_bank', 'withdraw:bank_transfer']),
      );
    }
    expect(channels.find((c) => c.country_code === 'TH')?.codes).toContain('withdraw:promptpay');
    expect(
      await rows(db, sql`select min_amount::int as min, bonus::int as bonus from bonus_rules where min_amount = 5000`),
    ).toEqual([{ min: 5000, bonus: 500 }]);
    const news = await rows<{ html: string }>(db, sql`select content->>'zh-Hant' as html from news`);
    expect(news.length).toBeGreaterThanOrEqual(6);
    for (const n of news) expect(n.html).toMatch(/<p>.*<ul><li>/s);
    expect((await rows(db, sql`select id from help_articles`)).length).toBeGreaterThanOrEqual(8);
    expect(await rows(db, sql`select key from protocols order by key`)).toEqual([
      { key: 'privacy_policy' },
      { key: 'user_agreement' },
    ]);
    const links = await rows<{ link: string }>(db, sql`select link from banners order by sort`);
    expect(links.map((l) => l.link)).toContain('/pages/recharge_center/recharge_center');
    expect(await rows(db, sql`select version, code, platform from app_versions`)).toEqual([
      { version: '2.0.0', code: 200, platform: 'web' },
    ]);
  });

  it("sells fares in the origin's currency as round amounts, and moves fares seeded in dollars there", async () => {
    const byOrigin = await rows<{ airport: string; currency: string; odd: number }>(
      db,
      sql`select t.from_airport as airport, f.currency,
            count(*) filter (where f.price % case f.currency when 'THB' then 1000 when 'INR' then 5000
              when 'TWD' then 5000 when 'USD' then 100 else 1000 end <> 0)::int as odd
          from ticket_fares f join airline_tickets t on t.id = f.ticket_id group by 1, 2 order by 1`,
    );
    expect(Object.fromEntries(byOrigin.map((r) => [r.airport, r.currency]))).toEqual({
      BKK: 'THB',
      BOM: 'INR',
      CNX: 'THB',
      DEL: 'INR',
      HKG: 'HKD',
      HKT: 'THB',
      JFK: 'USD',
      LAX: 'USD',
      PVG: 'CNY',
      TPE: 'TWD',
    });
    expect(byOrigin.every((r) => r.odd === 0)).toBe(true);

    // A database seeded before: a Bangkok fare of $45.00 becomes ฿1,600.00 (45 x 35.5 = 1,597.5, to the next ฿10).
    const [fare] = await rows<{ id: number }>(
      db,
      sql`select f.id from ticket_fares f join airline_tickets t on t.id = f.ticket_id where t.from_airport = 'BKK' limit 1`,
    );
    await db.db.execute(sql`update ticket_fares set currency = 'USD', price = 4500 where id = ${fare!.id}`);
    await db.db.delete(s.seedState).where(eq(s.seedState.section, 'flight-fares'));
    expect((await seed(db.db, { now: NOW })).sections).toEqual(['flight-fares']);
    expect(await rows(db, sql`select currency, price::int as price from ticket_fares where id = ${fare!.id}`)).toEqual([
      { currency: 'THB', price: 160_000 },
    ]);
  });

  // Last: it adds a day of flights, which the row-count checks above must not see.
  it('keeps 60 days of flights with fares, and tops up one new day later', async () => {
    const dayStart = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate());
    const perDay = await rows<{ d: number; n: number }>(
      db,
      sql`select floor((extract(epoch from depart_at) * 1000 - ${dayStart}) / ${DAY})::int as d, count(*)::int as n
          from airline_tickets group by 1 order by 1`,
    );
    for (let d = 0; d < FLIGHT_DAYS; d++) expect(perDay.find((p) => p.d === d)?.n ?? 0, `day ${d}`).toBeGreaterThan(10);
    const fares = await rows<{ cabins: string; n: number }>(
      db,
      sql`select cabins, count(*)::int as n from (select string_agg(cabin, ',' order by cabin) as cabins from ticket_fares group by ticket_id) x group by cabins`,
    );
    expect(fares.map((f) => f.cabins).sort()).toEqual(['business,economy', 'business,economy,first']);
    const [orphans] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from airline_tickets t where not exists (select 1 from ticket_fares f where f.ticket_id = t.id)`,
    );
    expect(orphans?.n).toBe(0);
    const [promo] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ticket_fares where promo`);
    expect(promo?.n).toBeGreaterThan(100);
    const [routes] = await rows<{ n: number }>(
      db,
      sql`select count(distinct (from_airport, to_airport))::int as n from airline_tickets`,
    );
    expect(routes?.n).toBeGreaterThanOrEqual(20);

    const added = await ensureFlights(db.db, new Date(NOW.getTime() + DAY));
    // One new day of the network: every leg flies once or a few times a day.
    expect(added).toBeGreaterThan(20);
    expect(added).toBeLessThan(80);
    expect(await ensureFlights(db.db, new Date(NOW.getTime() + DAY))).toBe(0);
  });
});
