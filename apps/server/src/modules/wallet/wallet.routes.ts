import {
  convert,
  getAmountsList,
  getExchange,
  getRechargeConfig,
  getRechargeList,
  getWithdrawConfig,
  getWithdrawList,
  paypalCaptureOrder,
  recharge,
  withdraw,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { createPaypalClient } from '../../integrations/paypal';
import { AppError } from '../../lib/app-error';
import { idempotencyKeyOf, purgeIdempotencyKeys } from '../../lib/idempotency';
import { defineRoute } from '../../lib/route';
import { createRechargeService } from './recharge.service';
import { createWalletService } from './wallet.service';
import { createWithdrawService } from './withdraw.service';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The wallet's services over one app (the admin calls build their own from the same parts). */
export function createWalletServices(app: FastifyInstance) {
  const c = app.config;
  const paypal =
    c.PAYPAL_API_BASE && c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET
      ? createPaypalClient({
          apiBase: c.PAYPAL_API_BASE,
          clientId: c.PAYPAL_CLIENT_ID,
          clientSecret: c.PAYPAL_CLIENT_SECRET,
          webhookId: c.PAYPAL_WEBHOOK_ID,
        })
      : null;
  const deps = { db: app.db, config: c, events: app.events, limiter: app.limiter, paypal };
  const wallet = createWalletService(deps);
  return {
    paypal,
    wallet,
    recharges: createRechargeService(deps, wallet),
    withdrawals: createWithdrawService(deps, wallet),
  };
}

/** `/amount/*`, `GET /PaypalCaptureOrder` and the PayPal webhook. */
export async function walletRoutes(app: FastifyInstance) {
  const { paypal, wallet, recharges, withdrawals } = createWalletServices(app);

  defineRoute(app, getAmountsList, async ({ body, user }) => wallet.records(user.id, body.page, body.limt, body.type));
  defineRoute(app, getRechargeConfig, async ({ body, user, locale }) =>
    wallet.rechargeConfig(user.id, body.country_code, locale),
  );
  defineRoute(app, getWithdrawConfig, async ({ body, user, locale }) =>
    wallet.withdrawConfig(user.id, body.country_code, locale),
  );
  defineRoute(app, getRechargeList, async ({ body, user, locale }) =>
    wallet.rechargeList(user.id, body.page, body.limt, body.status, locale),
  );
  defineRoute(app, getWithdrawList, async ({ body, user, locale }) =>
    wallet.withdrawList(user.id, body.page, body.limt, body.status, locale),
  );
  defineRoute(app, getExchange, async ({ body, user }) =>
    wallet.exchange(user?.id ?? null, body.amount, body.toUnit, body.targetUnit),
  );
  defineRoute(app, convert, async ({ body, user, req }) =>
    wallet.convert(user.id, body.quoteId, idempotencyKeyOf(req, body), body),
  );
  defineRoute(app, recharge, async ({ body, user, req, locale }) =>
    recharges.recharge(user.id, body, idempotencyKeyOf(req, body), locale),
  );
  defineRoute(app, withdraw, async ({ body, user, req }) =>
    withdrawals.withdraw(user.id, body, idempotencyKeyOf(req, body)),
  );
  // The spec serves it outside /api (PayPal's return lands on it); both answer.
  defineRoute(app, paypalCaptureOrder, async ({ body }) => recharges.capture(body.id), {
    urls: ['/api/PaypalCaptureOrder', '/PaypalCaptureOrder'],
  });

  // PayPal's webhook: only events PayPal itself vouches for (verify-webhook-signature) move money.
  app.post('/api/paypal/webhook', { schema: { hide: true } }, async (req, reply) => {
    const event = req.body as { event_type?: unknown; resource?: unknown } | null;
    if (!paypal?.webhookConfigured || !event || typeof event !== 'object') {
      reply.code(404);
      return { status: new AppError('NotFound').status, data: null, msg: 'not_found' };
    }
    if (!(await paypal.verifyWebhook(req.headers, event))) {
      req.log.warn({ type: event.event_type }, 'paypal webhook refused: signature not verified');
      reply.code(400);
      return { status: new AppError('ParameterError').status, data: null, msg: 'parameter_error' };
    }
    const outcome = await recharges.webhook(event);
    req.log.info({ type: event.event_type, outcome }, 'paypal webhook');
    return { status: 0, data: { outcome }, msg: 'success' };
  });

  // Idempotency keys are kept 48 h; older ones go hourly (any instance may do it, deleting is idempotent).
  const purge = () => purgeIdempotencyKeys(app.db).catch((err) => app.log.warn({ err }, 'idempotency purge failed'));
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
