import {
  adminCategorySave,
  adminCategorySort,
  adminHotelNightsAdd,
  adminMerchantList,
  adminMerchantSave,
  adminPayoutApprove,
  adminPayoutFail,
  adminPayoutList,
  adminPayoutMarkPaid,
  adminPayoutReject,
  adminPayoutRequest,
  adminProductSave,
  adminProductSpecs,
  adminProductState,
  adminShopEarnings,
  adminShopHours,
  adminShopMenu,
  adminShopPayouts,
  type Endpoint,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { type AdminContext, defineAdminRoute } from '../../lib/admin-route';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { createPayoutService } from './payout.service';
import { createShopService } from './shop.service';

/**
 * The catalogue's merchants and the merchant view of a shop: menu and stock, categories, dishes' option
 * groups, hours, earnings and payouts (roles: each contract), and finance's decisions on payouts.
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

  const payouts = createPayoutService({ db: app.db, events: app.events });
  defineAdminRoute(app, adminShopPayouts, async ({ body, operator }) => payouts.shopPayouts(operator, body));
  defineAdminRoute(app, adminPayoutRequest, async ({ body, req, operator, audit }) =>
    payouts.request(operator, body, idempotencyKeyOf(req, body), audit),
  );
  defineAdminRoute(app, adminPayoutList, async ({ body }) => payouts.list(body));
  const decision = <E extends Endpoint>({
    body,
    req,
    operator,
    audit,
  }: AdminContext<E> & { body: { payoutId: string; note: string; idempotencyKey?: string } }) => ({
    operator,
    payoutId: body.payoutId,
    note: body.note,
    key: idempotencyKeyOf(req, body),
    body,
    audit,
  });
  defineAdminRoute(app, adminPayoutApprove, async (ctx) => payouts.approve(decision(ctx)));
  defineAdminRoute(app, adminPayoutMarkPaid, async (ctx) =>
    payouts.markPaid({ ...decision(ctx), reference: ctx.body.reference }),
  );
  defineAdminRoute(app, adminPayoutFail, async (ctx) => payouts.fail(decision(ctx)));
  defineAdminRoute(app, adminPayoutReject, async (ctx) => payouts.reject(decision(ctx)));
}
