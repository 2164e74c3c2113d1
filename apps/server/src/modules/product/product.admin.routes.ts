import {
  adminCategorySave,
  adminCategorySort,
  adminHotelNightsAdd,
  adminMerchantList,
  adminMerchantSave,
  adminProductSave,
  adminProductSpecs,
  adminProductState,
  adminShopEarnings,
  adminShopHours,
  adminShopMenu,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { createShopService } from './shop.service';

/**
 * The catalogue's merchants and the merchant view of a shop: menu and stock, categories, dishes' option
 * groups, hours, earnings (roles: each contract).
 */
export async function productAdminRoutes(app: FastifyInstance) {
  const service = createShopService({ db: app.db, invalidate: () => app.readCache.invalidate() });
  defineAdminRoute(app, adminMerchantList, async ({ body }) => service.merchants(body));
  defineAdminRoute(app, adminMerchantSave, async ({ body, audit }) => service.saveMerchant(body, audit));
  defineAdminRoute(app, adminShopMenu, async ({ body, operator }) => service.menu(operator, body.mid));
  defineAdminRoute(app, adminProductSave, async ({ body, operator, audit }) =>
    service.saveProduct(operator, body, audit),
  );
  defineAdminRoute(app, adminProductState, async ({ body, operator, audit }) =>
    service.setProductState(operator, body, audit),
  );
  defineAdminRoute(app, adminCategorySave, async ({ body, operator, audit }) =>
    service.saveCategory(operator, body, audit),
  );
  defineAdminRoute(app, adminCategorySort, async ({ body, operator, audit }) =>
    service.orderCategories(operator, body, audit),
  );
  defineAdminRoute(app, adminProductSpecs, async ({ body, operator, audit }) =>
    service.saveSpecs(operator, body, audit),
  );
  defineAdminRoute(app, adminShopHours, async ({ body, operator, audit }) => service.setHours(operator, body, audit));
  defineAdminRoute(app, adminHotelNightsAdd, async ({ body, operator, audit }) =>
    service.addNights(operator, body, audit),
  );
  defineAdminRoute(app, adminShopEarnings, async ({ body, operator }) => service.earnings(operator, body));
}
