import { getMerchantInfo, getMerchantList } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { createProductService } from './product.service';

/** `/product/GetMerchantList` and `/product/GetMerchantInfo` (open calls; a session adds the default address). */
export async function productRoutes(app: FastifyInstance) {
  const service = createProductService(app.db);

  defineRoute(app, getMerchantList, async ({ body, user }) => service.merchantList(body, user));
  defineRoute(app, getMerchantInfo, async ({ body, user, locale }) =>
    service.merchantInfo(body, user?.id ?? null, locale),
  );
}
