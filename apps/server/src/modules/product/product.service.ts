import type { getMerchantInfo, getMerchantList, Locale, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/app-error';
import { chosenPoint } from '../address/address.service';
import { cardOf } from './merchant-card';
import { toMerchantDetail } from './product.mapper';
import { productRepository as repo } from './product.repository';

type ListBody = ParsedRequestOf<typeof getMerchantList>;
type InfoBody = ParsedRequestOf<typeof getMerchantInfo>;

export function createProductService(db: Db) {
  return {
    /**
     * The takeout / category / hotel lists. Distance is measured and sorted in SQL; a price interval whose
     * maximum is not above its minimum is the spec's "Maximum price must be greater than minimum price".
     */
    async merchantList(body: ListBody, userId: number | null): Promise<ResponseOf<typeof getMerchantList>> {
      const [minPrice, maxPrice] = body.priceInterval ?? [null, null];
      if (minPrice !== null && maxPrice !== null && maxPrice <= minPrice) fail('PriceIntervalInvalid');
      const from = await chosenPoint(db, userId, body, true);
      const { page, limt } = body;
      const { rows, total } = await repo.merchantList(db, {
        from: from ? { latitude: from.latitude, longitude: from.longitude } : null,
        type: body.mType ?? null,
        category: body.category || null,
        city: body.city || null,
        name: body.name || null,
        recommendedOnly: body.isHmoe ?? false,
        minPrice,
        maxPrice,
        sort: body.sort,
        limit: limt,
        offset: (page - 1) * limt,
      });
      const now = new Date();
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
      const id = Number(body.mid);
      const [merchant, from] = await Promise.all([repo.merchant(db, id), chosenPoint(db, userId, body, true)]);
      if (!merchant) return fail('NotFound');
      const menu = body.isGetProduct
        ? await Promise.all([repo.categories(db, id), repo.products(db, id)]).then(([categories, products]) => ({
            categories,
            products,
          }))
        : null;
      return toMerchantDetail(merchant, menu, from, new Date(), locale);
    },
  };
}
