import { getMerchantInfo, getMerchantList, searchFood, searchHotels } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { createHotelService } from '../hotel/hotel.service';
import { createProductService } from './product.service';

/**
 * `/product/GetMerchantList`, `/product/GetMerchantInfo` (a hotel's with its rooms priced for a stay) and
 * `/product/SearchHotels`, `/product/SearchFood` (open calls; a session adds the default address and the viewer's currency).
 */
export async function productRoutes(app: FastifyInstance) {
  const service = createProductService(app.db, { hotelInfo: (m, body, locale) => hotels.info(m, body, locale) });
  const hotels = createHotelService({ db: app.db, referenceRates: service.referenceRates });

  defineRoute(app, getMerchantList, async ({ body, user }) => service.merchantList(body, user));
  defineRoute(app, getMerchantInfo, async ({ body, user, locale }) =>
    service.merchantInfo(body, user?.id ?? null, locale),
  );
  defineRoute(app, searchFood, async ({ body, user, locale }) => service.searchFood(body, user?.id ?? null, locale));
  defineRoute(app, searchHotels, async ({ body, user, locale }) => hotels.search(body, user, locale));
}
