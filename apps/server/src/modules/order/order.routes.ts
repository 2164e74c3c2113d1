import {
  cancelOrder,
  changeFlight,
  createOrder,
  createPayOrder,
  getChangeQuote,
  getDelivery,
  getOrderInfo,
  getOrderList,
  getOrderNum,
  getPayOnBehalfQuote,
  getPayOrderInfo,
  getPayQuote,
  getPayUserInfo,
  getRefundQuote,
  getReorderCart,
  payInitiateOrder,
  payOrder,
  refundOrder,
  searchOrderList,
  sendPay,
  setOrderReceiving,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { defineRoute } from '../../lib/route';
import { createUploadService } from '../upload/upload.service';
import { createWalletServices } from '../wallet/wallet.routes';
import { createOrderCancelService } from './order-cancel.service';
import { createOrderCreateService } from './order-create.service';
import { createOrderFlightService } from './order-flight.service';
import { createOrderPayService } from './order-pay.service';
import { createOrderQueryService } from './order-query.service';
import { createOrderReorderService } from './order-reorder.service';
import { createPayOnBehalfService } from './pay-on-behalf.service';

/** The caller's orders: delivery check, create, pay, refund, address change, list, detail, badges. */
export async function orderRoutes(app: FastifyInstance) {
  const deps = { db: app.db, config: app.config, events: app.events, log: app.log };
  const queries = createOrderQueryService(deps);
  const creation = createOrderCreateService(deps);
  const uploads = createUploadService(app.db, app.config);
  const payments = createOrderPayService(deps, { own: (userId, url) => uploads.own(userId, url, 'refund') });
  const flights = createOrderFlightService(deps);
  const cancels = createOrderCancelService(deps);
  const reorders = createOrderReorderService(deps);

  defineRoute(app, getDelivery, async ({ body, user }) => creation.delivery(user.id, body));
  defineRoute(app, createOrder, async ({ body, user, locale }) => creation.create(user.id, body, locale));
  defineRoute(app, payOrder, async ({ body, user, req }) =>
    payments.pay({ userId: user.id, oid: body.oid, quoteId: body.quoteId, key: idempotencyKeyOf(req, body), body }),
  );
  defineRoute(app, getPayQuote, async ({ body, user }) => payments.payQuote(user.id, body.oid, body.payUnit));
  defineRoute(app, refundOrder, async ({ body, user, req }) =>
    payments.refund({
      userId: user.id,
      oid: body.oid,
      quoteId: body.quoteId,
      key: idempotencyKeyOf(req, body),
      body,
      reason: body.reason,
      image: body.image,
    }),
  );
  defineRoute(app, getChangeQuote, async ({ body, user }) => flights.changeQuote(user.id, body.oid, body.ticketId));
  defineRoute(app, changeFlight, async ({ body, user, req, locale }) =>
    flights.change({
      locale,
      userId: user.id,
      oid: body.oid,
      quoteId: body.quoteId,
      key: idempotencyKeyOf(req, body),
      body,
    }),
  );
  defineRoute(app, getRefundQuote, async ({ body, user }) => payments.refundQuote(user.id, body.oid));
  defineRoute(app, setOrderReceiving, async ({ body, user, locale }) =>
    queries.setReceiving(user.id, body.oid, body.addressId, locale),
  );
  defineRoute(app, getOrderList, async ({ body, user, locale }) => queries.list(user.id, body, locale));
  defineRoute(app, getOrderInfo, async ({ body, user, locale }) => queries.detail(body.oid, user.id, locale));
  defineRoute(app, searchOrderList, async ({ body, user, locale }) => queries.search(user.id, body.oids, locale));
  defineRoute(app, cancelOrder, async ({ body, user, locale }) =>
    cancels.cancel(user.id, body.oid, body.reason, locale),
  );
  defineRoute(app, getReorderCart, async ({ body, user }) => reorders.cart(user.id, body.oid));
  defineRoute(app, getOrderNum, async ({ user }) => queries.counts(user.id));

  // Pay-on-behalf (any order type). Needs the chat plugin registered first (its pay cards).
  const onBehalf = createPayOnBehalfService({
    ...deps,
    limiter: app.limiter,
    chat: app.chat,
    topUps: createWalletServices(app).recharges,
  });
  // A PayPal top-up made to pay a request was captured (here or by its webhook): pay the request from it.
  const offTopUps = app.events.on('recharge.payFor', (e) => void onBehalf.fromTopUp(e));
  app.addHook('onClose', async () => offTopUps());
  defineRoute(app, createPayOrder, async ({ body, user }) => onBehalf.create(user.id, body.oid));
  defineRoute(app, getPayOrderInfo, async ({ body, user, locale }) =>
    onBehalf.info(body.pid, user?.id ?? null, locale),
  );
  defineRoute(app, getPayOnBehalfQuote, async ({ body, user }) => onBehalf.quote(user.id, body.pid, body.payUnit));
  defineRoute(app, payInitiateOrder, async ({ body, user, req, locale }) =>
    onBehalf.pay({
      userId: user?.id ?? null,
      pid: body.pid,
      payType: body.payType,
      quoteId: body.quoteId,
      key: idempotencyKeyOf(req, body),
      body,
      channel: { countryCode: body.country_code, rechargeData: body.rechargeData, locale },
    }),
  );
  defineRoute(app, getPayUserInfo, async ({ body, user }) => onBehalf.payUser(user.id, body.uid));
  defineRoute(app, sendPay, async ({ body, user }) => onBehalf.send(user.id, body));
}
