import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake PayPal for the tests: real HTTP on 127.0.0.1, OAuth2 client credentials, Orders v2 (create with
 * PayPal-Request-Id, capture, read) and verify-webhook-signature over deliveries it signed itself.
 */

type FakeOrder = {
  id: string;
  value: string;
  currency: string;
  approved: boolean;
  captured: boolean;
  /** When set, the capture reports this amount instead (a tampered or mismatched capture). */
  captureValue?: string;
  requestId?: string;
};

export type FakePaypal = {
  url: string;
  clientId: string;
  secret: string;
  webhookId: string;
  orders: Map<string, FakeOrder>;
  calls: string[];
  approve: (id: string) => void;
  /** Headers that make a delivery of `event` genuine (or forged with `forge`). */
  sign: (event: unknown, forge?: boolean) => Record<string, string>;
  close: () => Promise<void>;
};

export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = 'fake-client';
  const secret = 'fake-secret';
  const webhookId = 'WH-FAKE-1';
  const signingKey = randomBytes(16).toString('hex');
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, string>();
  const calls: string[] = [];
  const sigOf = (id: string, time: string, wh: string, body: string) =>
    createHash('sha256').update(`${id}|${time}|${wh}|${body}|${signingKey}`).digest('hex');

  const orderJson = (o: FakeOrder) => ({
    id: o.id,
    status: o.captured ? 'COMPLETED' : o.approved ? 'APPROVED' : 'PAYER_ACTION_REQUIRED',
    purchase_units: [
      {
        amount: { currency_code: o.currency, value: o.value },
        ...(o.captured
          ? {
              payments: {
                captures: [
                  {
                    id: `CAP-${o.id}`,
                    status: 'COMPLETED',
                    amount: { currency_code: o.currency, value: o.captureValue ?? o.value },
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [{ rel: 'payer-action', href: `https://paypal.example/checkoutnow?token=${o.id}`, method: 'GET' }],
  });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const send = (code: number, body: unknown) => {
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const url = req.url ?? '';
      calls.push(`${req.method} ${url}`);
      if (url === '/v1/oauth2/token' && req.method === 'POST') {
        const expected = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
          return send(401, { error: 'invalid_client' });
        }
        const token = randomBytes(12).toString('hex');
        tokens.add(token);
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }
      if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
        return send(401, { name: 'AUTHENTICATION_FAILURE' });
      }
      const body = raw ? JSON.parse(raw) : {};
      if (url === '/v2/checkout/orders' && req.method === 'POST') {
        const rid = req.headers['paypal-request-id'] as string | undefined;
        const again = rid ? byRequestId.get(rid) : undefined;
        if (again) return send(200, orderJson(orders.get(again)!));
        const unit = body.purchase_units?.[0]?.amount;
        const o: FakeOrder = {
          id: `ORD${randomBytes(6).toString('hex').toUpperCase()}`,
          value: unit.value,
          currency: unit.currency_code,
          approved: false,
          captured: false,
          requestId: rid,
        };
        orders.set(o.id, o);
        if (rid) byRequestId.set(rid, o.id);
        return send(201, orderJson(o));
      }
      const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(url);
      if (capture && req.method === 'POST') {
        const o = orders.get(capture[1]!);
        if (!o) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        if (o.captured)
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        if (!o.approved) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        o.captured = true;
        return send(201, orderJson(o));
      }
      const get = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(url);
      if (get && req.method === 'GET') {
        const o = orders.get(get[1]!);
        return o ? send(200, orderJson(o)) : send(404, { name: 'RESOURCE_NOT_FOUND' });
      }
      if (url === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
        const ok =
          body.webhook_id === webhookId &&
          body.auth_algo === 'SHA256withRSA' &&
          body.transmission_sig ===
            sigOf(body.transmission_id, body.transmission_time, body.webhook_id, JSON.stringify(body.webhook_event));
        return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      return send(404, { name: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    secret,
    webhookId,
    orders,
    calls,
    approve: (id) => {
      orders.get(id)!.approved = true;
    },
    sign: (event, forge = false) => {
      const id = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      const sig = sigOf(id, time, webhookId, JSON.stringify(event));
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.example/certs/CERT-1',
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': forge ? sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) : sig,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A PAYMENT.CAPTURE.COMPLETED event as PayPal sends it for `order`. */
export function captureEvent(orderId: string, value: string, currency = 'USD') {
  return {
    id: `WH-${randomBytes(6).toString('hex')}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: {
      id: `CAP-${orderId}`,
      status: 'COMPLETED',
      amount: { currency_code: currency, value },
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  };
}
