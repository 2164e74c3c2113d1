import type {
  getMerchantInfo,
  getMerchantList,
  Locale,
  MerchantCard,
  MerchantDetail,
  ParsedRequestOf,
  ResponseOf,
  searchFood,
} from '@wayfare/contracts';
import { MerchantType, minorPerMajor } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/app-error';
import { distanceMeters } from '../../lib/geo';
import { rowId } from '../../lib/ids';
import { ttlCache } from '../../lib/ttl-cache';
import { chosenPoint } from '../address/address.service';
import { inDeliveryRange } from '../order/order.rules';
import { cardOf, isMerchantOpen } from './merchant-card';
import { toMerchantDetail, toProduct } from './product.mapper';
import { productRepository as repo } from './product.repository';

type ListBody = ParsedRequestOf<typeof getMerchantList>;
type InfoBody = ParsedRequestOf<typeof getMerchantInfo>;
type SearchBody = ParsedRequestOf<typeof searchFood>;

export type ReferenceRates = { factors: Record<string, string>; unitOf: Record<string, string> };

/**
 * Per currency, what one minor unit is worth in US dollars as a decimal string (price filters and sorts
 * across currencies), and each country's currency, from the countries' reference rates.
 */
export function toReferenceRates(rows: { code: string; unit: string; rateMicros: number }[]): ReferenceRates {
  const factors: Record<string, string> = { USD: (1 / minorPerMajor('USD')).toFixed(20) };
  const unitOf: Record<string, string> = {};
  for (const r of rows) {
    unitOf[r.code] = r.unit;
    if (factors[r.unit] === undefined)
      factors[r.unit] = (1_000_000 / (r.rateMicros * minorPerMajor(r.unit))).toFixed(20);
  }
  return { factors, unitOf };
}

/**
 * Whole number `v` times the decimal string `factor`, exactly, as a decimal string. The SQL compares a
 * price times its currency's factor in exact numeric arithmetic; a bound rounded through a float could
 * drop a price equal to it (a flight at exactly the maximum typed, in the viewer's own currency).
 */
export function timesDecimal(v: number, factor: string): string {
  const [whole = '0', fraction = ''] = factor.split('.');
  const digits = (BigInt(v) * BigInt(whole + fraction)).toString().padStart(fraction.length + 1, '0');
  return fraction ? `${digits.slice(0, -fraction.length)}.${digits.slice(-fraction.length)}` : digits;
}

/**
 * A price interval typed in the viewer's currency (their country's, US dollars when signed out) as
 * bounds in indicative US dollars, to compare with prices in any currency. A maximum not above the
 * minimum is the spec's "Maximum price must be greater than minimum price".
 */
export function referenceInterval(
  rates: ReferenceRates,
  countryCode: string | null,
  interval: readonly [number | null, number | null] | undefined,
): { minRef: string | null; maxRef: string | null } {
  const [minPrice, maxPrice] = interval ?? [null, null];
  if (minPrice !== null && maxPrice !== null && maxPrice <= minPrice) fail('PriceIntervalInvalid');
  const viewerUnit = (countryCode && rates.unitOf[countryCode]) || 'USD';
  const viewerFactor = rates.factors[viewerUnit] ?? rates.factors.USD!;
  const ref = (v: number | null) => (v === null ? null : timesDecimal(v, viewerFactor));
  return { minRef: ref(minPrice), maxRef: ref(maxPrice) };
}

/** What a search ranks a restaurant by, measured before its card is made (cards of the top ones only). */
type Ranked = { id: number; named: boolean; open: boolean; distance: number | null; rating: number };

/**
 * Search order: a restaurant named as typed before those that only sell a dish of that name, then what can
 * be ordered now, then nearest, then best rated.
 */
export const rankSearch = (a: Ranked, b: Ranked) =>
  Number(b.named) - Number(a.named) ||
  Number(b.open) - Number(a.open) ||
  (a.distance ?? Number.MAX_SAFE_INTEGER) - (b.distance ?? Number.MAX_SAFE_INTEGER) ||
  b.rating - a.rating ||
  a.id - b.id;

/** Reference rates change rarely (an operator edits them); a minute of staleness is fine for sorting. */
const RATES_TTL_MS = 60_000;

type MerchantRow = NonNullable<Awaited<ReturnType<typeof repo.merchant>>>;

/** A hotel's page extras (the hotel module's), for GetMerchantInfo of a hotel. */
export type HotelInfoOf = (merchant: MerchantRow, body: InfoBody, locale: Locale) => Promise<MerchantDetail['hotel']>;

export function createProductService(db: Db, extras: { hotelInfo?: HotelInfoOf } = {}) {
  const rates = ttlCache<ReferenceRates>(RATES_TTL_MS);
  const referenceRates = () => rates.get('rates', async () => toReferenceRates(await repo.currencyRates(db)));

  return {
    /** Indicative US-dollar factors of every currency (cached for a minute), for price filters elsewhere. */
    referenceRates,

    /**
     * The takeout / category / hotel lists. Distance is measured and sorted in SQL; a price interval whose
     * maximum is not above its minimum is the spec's "Maximum price must be greater than minimum price".
     */
    async merchantList(
      body: ListBody,
      viewer: { id: number; countryCode: string | null } | null,
    ): Promise<ResponseOf<typeof getMerchantList>> {
      const userId = viewer?.id ?? null;
      const [from, rates] = await Promise.all([chosenPoint(db, userId, body, true), referenceRates()]);
      // The interval is typed in the viewer's currency; merchants pricing in another compare at the reference rate.
      const { minRef, maxRef } = referenceInterval(rates, viewer?.countryCode ?? null, body.priceInterval);
      const { page, limt } = body;
      const now = new Date();
      const { rows, total } = await repo.merchantList(db, {
        from: from ? { latitude: from.latitude, longitude: from.longitude } : null,
        type: body.mType ?? null,
        category: body.category || null,
        city: body.city || null,
        name: body.name || null,
        recommendedOnly: body.isHmoe ?? false,
        openNow: body.openNow ?? false,
        freeDelivery: body.freeDelivery ?? false,
        minRating: body.minRating === undefined ? null : Math.round(body.minRating * 10),
        refFactors: rates.factors,
        minRef,
        maxRef,
        sort: body.sort,
        limit: limt,
        offset: (page - 1) * limt,
        now,
      });
      const list = rows.map((r) => cardOf(r, now, r.distance));
      // Past the last page the window count is not there; nothing more to show either way.
      const count = total ?? 0;
      return { list, total: count, page, limt, hasMore: (page - 1) * limt + list.length < count };
    },

    /**
     * Restaurants and dishes whose names match in any locale (the search index): restaurants whose own name
     * matches first, then open ones, then by distance; with a position, a restaurant that does not deliver
     * there is left out. Dishes follow their restaurant's order, best sellers first within one.
     */
    async searchFood(body: SearchBody, userId: number | null, locale: Locale): Promise<ResponseOf<typeof searchFood>> {
      const [hits, from] = await Promise.all([repo.searchTerms(db, body.text), chosenPoint(db, userId, body, true)]);
      const productIds = [...new Set(hits.flatMap((h) => (h.productId === null ? [] : [h.productId])))];
      const [merchantRows, productRows] = await Promise.all([
        repo.foodMerchants(db, [...new Set(hits.map((h) => h.merchantId))]),
        repo.productsOnSale(db, productIds),
      ]);
      const now = new Date();
      const point = from ? { latitude: from.latitude, longitude: from.longitude } : null;
      const byMatch = new Set(hits.filter((h) => h.productId === null).map((h) => h.merchantId));
      const withDish = new Set(productRows.map((p) => p.merchantId));
      const rows = new Map(merchantRows.map((m) => [m.id, m]));
      // Ranked on what is cheap to know; a card (its next opening time, say) only for what is shown.
      const ranked = merchantRows
        .filter((m) => byMatch.has(m.id) || withDish.has(m.id))
        .map((m) => {
          const distance = point ? distanceMeters(point.latitude, point.longitude, m.latitude, m.longitude) : null;
          return {
            ranked: { id: m.id, named: byMatch.has(m.id), open: isMerchantOpen(m, now), distance, rating: m.rating },
            inRange: inDeliveryRange(m.deliveryRadiusM, distance),
          };
        })
        .filter((r) => r.inRange !== false)
        .map((r) => r.ranked)
        .sort(rankSearch);
      const rank = new Map(ranked.map((r, i) => [r.id, i]));
      const cards = new Map<number, MerchantCard>();
      const cardOfId = (id: number) => {
        let card = cards.get(id);
        if (!card) {
          card = cardOf(rows.get(id)!, now, ranked[rank.get(id)!]!.distance);
          cards.set(id, card);
        }
        return card;
      };
      const dishes = productRows
        .filter((p) => rank.has(p.merchantId))
        .sort((a, b) => rank.get(a.merchantId)! - rank.get(b.merchantId)! || b.sales - a.sales || a.id - b.id)
        .slice(0, body.limt)
        .map((p) => ({ product: toProduct(p, rows.get(p.merchantId)!, locale), merchant: cardOfId(p.merchantId) }));
      return { merchants: ranked.slice(0, body.limt).map((r) => cardOfId(r.id)), dishes };
    },

    async merchantInfo(
      body: InfoBody,
      userId: number | null,
      locale: Locale,
    ): Promise<ResponseOf<typeof getMerchantInfo>> {
      const id = rowId(body.mid);
      const [merchant, from] = await Promise.all([repo.merchant(db, id), chosenPoint(db, userId, body, true)]);
      if (!merchant) return fail('NotFound');
      const hotel =
        merchant.type === MerchantType.Hotel && extras.hotelInfo
          ? await extras.hotelInfo(merchant, body, locale)
          : null;
      const menu = body.isGetProduct
        ? await Promise.all([repo.categories(db, id), repo.products(db, id)]).then(([categories, products]) => ({
            categories,
            products,
          }))
        : null;
      return toMerchantDetail(merchant, menu, from, new Date(), locale, hotel);
    },
  };
}
