import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';
import { countries, merchants, type OpeningHours, productCategories, products } from '../../db/schema';
import type { CardFields } from './merchant-card';

export type MerchantListFilter = {
  /** Where distance is measured from; null: no distance (and no distance sort). */
  from: { latitude: number; longitude: number } | null;
  type: number | null;
  category: string | null;
  city: string | null;
  /** Plain text; matched as a substring of the name or category, case-insensitively. */
  name: string | null;
  recommendedOnly: boolean;
  /** Only merchants open at `now`. */
  openNow: boolean;
  /** Only merchants with no delivery fee. */
  freeDelivery: boolean;
  /** Minimum rating times 10 (4.5 stars: 45); null: any. */
  minRating: number | null;
  /**
   * Prices of merchants in different currencies compare through reference factors: one minor unit of a
   * currency times its factor is its indicative value in US dollars (`refFactors`, a decimal string per
   * currency). `minRef`/`maxRef` are the interval the viewer typed, times the viewer's factor.
   */
  refFactors: Record<string, string>;
  minRef: string | null;
  maxRef: string | null;
  sort: string;
  limit: number;
  offset: number;
  /** The moment "open now" is judged at (opening hours are read in each merchant's own zone). */
  now: Date;
};

/**
 * Great-circle distance in whole metres, in SQL, the same formula as lib/geo's distanceMeters (so what
 * the list sorts by is what the card shows). $1/$2 are the chosen position; null gives null.
 */
const DISTANCE_SQL = `case when $1::float8 is null or $2::float8 is null then null else floor(12742000 * asin(least(1, sqrt(
      power(sin(radians(m.latitude - $1::float8) / 2), 2)
      + cos(radians($1::float8)) * cos(radians(m.latitude)) * power(sin(radians(m.longitude - $2::float8) / 2), 2)
    ))) + 0.5) end`;

/**
 * One statement for every filter and sort (a named prepared statement on node-postgres, so the list's hot
 * path is parsed and planned once per connection): absent filters are null parameters, the sort is a
 * parameter picked by CASE, and the total rides along as a window count. The default (recommended)
 * order leads with what can be ordered now: open merchants first, then those that open later, each by
 * distance from the position; a restaurant that does not deliver to the position is left out of it (the
 * range test of order.rules' inDeliveryRange: a radius of 0 does not limit). "Open" is lib/opening-hours'
 * isOpenAt in SQL: the merchant's local day and minute at $14, windows past midnight included.
 */
export const MERCHANT_LIST_SQL = `select m.id, m.type, m.name, m.category, m.city, m.logo, m.cover, m.rating,
  m.rating_count, m.sales, m.currency, m.avg_price, m.delivery_fee, m.min_order, m.stars, m.tags, m.opening_hours,
  m.timezone, m.delivery_radius_m, m.paused, d.distance, count(*) over () as total
from merchants m
cross join lateral (select (${DISTANCE_SQL})::int as distance,
  m.avg_price * ($13::jsonb ->> m.currency)::numeric as price_ref) d
cross join lateral (select extract(dow from $14::timestamptz at time zone m.timezone)::int as dow,
  (extract(hour from $14::timestamptz at time zone m.timezone) * 60
    + extract(minute from $14::timestamptz at time zone m.timezone))::int as mins) lc
cross join lateral (select not m.paused and exists (select 1 from jsonb_array_elements(m.opening_hours) w
  where case
    when (w ->> 'open')::int = (w ->> 'close')::int then (w -> 'days') @> to_jsonb(lc.dow)
    when (w ->> 'open')::int < (w ->> 'close')::int then (w -> 'days') @> to_jsonb(lc.dow)
      and lc.mins >= (w ->> 'open')::int and lc.mins < (w ->> 'close')::int
    else ((w -> 'days') @> to_jsonb(lc.dow) and lc.mins >= (w ->> 'open')::int)
      or ((w -> 'days') @> to_jsonb((lc.dow + 6) % 7) and lc.mins < (w ->> 'close')::int)
  end) as open_now) o
where ($3::int is null or m.type = $3::int)
  and ($4::text is null or m.category = $4::text)
  and ($5::text is null or m.name ilike $5::text or m.category ilike $5::text)
  and (not $6::boolean or m.recommended)
  and ($7::numeric is null or d.price_ref >= $7::numeric)
  and ($8::numeric is null or d.price_ref <= $8::numeric)
  and ($9::text is null or m.city = $9::text)
  and not ($10::text = 'default' and m.type = 1 and m.delivery_radius_m > 0
    and coalesce(d.distance > m.delivery_radius_m, false))
  and (not $15::boolean or o.open_now)
  and (not $16::boolean or m.delivery_fee = 0)
  and ($17::int is null or m.rating >= $17::int)
order by
  case when $10::text = 'distance' then d.distance end asc nulls last,
  case when $10::text = 'rating' then m.rating end desc,
  case when $10::text = 'sales' then m.sales end desc,
  case when $10::text = 'priceAsc' then d.price_ref end asc nulls last,
  case when $10::text = 'priceDesc' then d.price_ref end desc nulls last,
  case when $10::text = 'default' then o.open_now end desc,
  case when $10::text = 'default' then d.distance end asc nulls last,
  m.recommended desc, m.rating desc, m.sales desc, m.id asc
limit $11::int offset $12::int`;

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function merchantListParams(f: MerchantListFilter): unknown[] {
  return [
    f.from?.latitude ?? null,
    f.from?.longitude ?? null,
    f.type,
    f.category,
    f.name ? likePattern(f.name) : null,
    f.recommendedOnly,
    f.minRef,
    f.maxRef,
    f.city,
    f.sort,
    f.limit,
    f.offset,
    JSON.stringify(f.refFactors),
    f.now.toISOString(),
    f.openNow,
    f.freeDelivery,
    f.minRating,
  ];
}

/**
 * Food search: the restaurants and products one of whose name terms (search_terms, kept by triggers)
 * starts with the typed text, lower-cased as the terms are. A prefix is one range of the byte-wise
 * `text_pattern_ops` index, so each keystroke reads only the matching terms; $2 caps them.
 */
export const SEARCH_TERMS_SQL = `select distinct t.merchant_id, t.product_id from search_terms t
where t.term ~>=~ lower($1::text) and t.term ~<~ (lower($1::text) || chr(1114111))
limit $2::int`;

/** How many matching terms one search reads at most (a one-letter search in a big catalogue stops there). */
export const SEARCH_TERM_CAP = 2000;

export type MerchantListRow = CardFields & { distance: number | null };

const num = (v: unknown) => Number(v);
const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

function toListRow(r: Record<string, unknown>): MerchantListRow {
  return {
    id: num(r.id),
    type: num(r.type),
    name: String(r.name),
    category: String(r.category),
    city: String(r.city),
    logo: String(r.logo),
    cover: String(r.cover),
    rating: num(r.rating),
    ratingCount: num(r.rating_count),
    sales: num(r.sales),
    currency: String(r.currency),
    avgPrice: num(r.avg_price),
    deliveryFee: num(r.delivery_fee),
    minOrder: num(r.min_order),
    stars: num(r.stars),
    tags: jsonOf<string[]>(r.tags),
    openingHours: jsonOf<OpeningHours>(r.opening_hours),
    timezone: String(r.timezone),
    deliveryRadiusM: num(r.delivery_radius_m),
    paused: Boolean(r.paused),
    distance: r.distance === null || r.distance === undefined ? null : num(r.distance),
  };
}

/**
 * On sale as the app sees it: the product is, and its category (if any) is shown. Hiding a category takes
 * its dishes off the app with it: off the menu, out of search, refused in an order and named as gone by
 * Order again, and back when it is shown again; the product rows themselves are left as they were.
 */
const onSaleShown = sql<boolean>`(${products.onSale} and not coalesce(${productCategories.hidden}, false))`;

/** Products as the app may sell them: every column, `onSale` as {@link onSaleShown}. */
export const catalogProducts = (db: Executor) =>
  db
    .select({ ...getTableColumns(products), onSale: onSaleShown })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId));

export const productRepository = {
  merchantList: async (db: Executor, f: MerchantListFilter) => {
    const rows = await rawQuery(db, MERCHANT_LIST_SQL, merchantListParams(f), 'merchant_list_v5');
    return { rows: rows.map(toListRow), total: rows.length ? num(rows[0]!.total) : null };
  },

  searchTerms: async (db: Executor, text: string) =>
    (await rawQuery(db, SEARCH_TERMS_SQL, [text, SEARCH_TERM_CAP], 'search_terms_v1')).map((r) => ({
      merchantId: num(r.merchant_id),
      productId: r.product_id === null || r.product_id === undefined ? null : num(r.product_id),
    })),

  /** Restaurants (mType 1) of these ids, paused ones too (their cards say so). */
  foodMerchants: (db: Executor, ids: number[]) =>
    ids.length
      ? db
          .select()
          .from(merchants)
          .where(and(inArray(merchants.id, ids), eq(merchants.type, 1)))
      : Promise.resolve([]),

  /** Products on sale (in a shown category) of these ids. */
  productsOnSale: (db: Executor, ids: number[]) =>
    ids.length ? catalogProducts(db).where(and(inArray(products.id, ids), onSaleShown)) : Promise.resolve([]),

  /** Reference rates of every country currency (units per USD, micros). */
  currencyRates: (db: Executor) =>
    db
      .select({ code: countries.code, unit: countries.unit, rateMicros: countries.rateMicros })
      .from(countries)
      .orderBy(asc(countries.sort)),

  merchant: async (db: Executor, id: number) =>
    (await db.select().from(merchants).where(eq(merchants.id, id)))[0] ?? null,

  /** The shop's shown categories (a hidden one takes its dishes off the menu with it). */
  categories: (db: Executor, merchantId: number) =>
    db
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.merchantId, merchantId), eq(productCategories.hidden, false)))
      .orderBy(asc(productCategories.sort), asc(productCategories.id)),

  /** Products on sale (sold-out ones too: the menu shows them as such). */
  products: (db: Executor, merchantId: number) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.merchantId, merchantId), eq(products.onSale, true)))
      .orderBy(asc(products.sort), asc(products.id)),
};
