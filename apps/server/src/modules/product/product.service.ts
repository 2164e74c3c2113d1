import type {
  getMerchantInfo,
  getMerchantList,
  Locale,
  MerchantDetail,
  ParsedRequestOf,
  ResponseOf,
} from '@wayfare/contracts';
import { MerchantType, minorPerMajor } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { ttlCache } from '../../lib/ttl-cache';
import { chosenPoint } from '../address/address.service';
import { cardOf } from './merchant-card';
import { toMerchantDetail } from './product.mapper';
import { productRepository as repo } from './product.repository';

type ListBody = ParsedRequestOf<typeof getMerchantList>;
type InfoBody = ParsedRequestOf<typeof getMerchantInfo>;

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
  const ref = (v: number | null) => (v === null ? null : (v * Number(viewerFactor)).toFixed(20));
  return { minRef: ref(minPrice), maxRef: ref(maxPrice) };
}

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
