import { currencyDigits, majorText, parseMajor } from '@wayfare/contracts';
/**
 * PayPal REST (Orders v2 and webhook verification), server-side only: OAuth2 client-credentials token
 * (cached until shortly before it expires), create order, capture order, read order, and
 * verify-webhook-signature. Amounts travel as PayPal's decimal strings; we convert from and to integer
 * minor units here and nowhere else.
 */
export type PaypalConfig = {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The webhook id PayPal gave our endpoint; without it no webhook is accepted. */
  webhookId?: string;
};

export class PaypalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** PayPal's `details[0].issue`, e.g. ORDER_ALREADY_CAPTURED. */
    readonly issue?: string,
  ) {
    super(message);
  }
}

export type PaypalCapture = { id: string; status: string; amount: number; currency: string };
export type PaypalOrder = {
  id: string;
  status: string;
  /** Where the buyer approves (`payer-action` or `approve` link). */
  approveUrl: string | null;
  captures: PaypalCapture[];
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

const TIMEOUT_MS = 15_000;

/** Minor units of `currency` as PayPal's value string, with the currency's own decimals (1234 USD → "12.34"). */
export function toPaypalValue(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const text = majorText(minor, currency);
  if (digits === 0) return text;
  const [whole, frac = ''] = text.split('.');
  return `${whole}.${frac.padEnd(digits, '0')}`;
}

/** PayPal's value string as minor units of `currency` ("12.34" USD → 1234); null when it is not such an amount. */
export function fromPaypalValue(value: unknown, currency: string): number | null {
  if (typeof value !== 'string' || !/^\d{1,12}(\.\d+)?$/.test(value)) return null;
  const minor = parseMajor(value, currency);
  return typeof minor === 'number' ? minor : null;
}

type Json = Record<string, unknown>;

function toOrder(body: Json): PaypalOrder {
  const links = (body.links as { rel?: string; href?: string }[] | undefined) ?? [];
  const approve = links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve');
  const units = (body.purchase_units as Json[] | undefined) ?? [];
  const captures: PaypalCapture[] = [];
  for (const unit of units) {
    for (const c of ((unit.payments as Json | undefined)?.captures as Json[] | undefined) ?? []) {
      const amount = c.amount as { value?: string; currency_code?: string } | undefined;
      captures.push({
        id: String(c.id ?? ''),
        status: String(c.status ?? ''),
        amount: fromPaypalValue(amount?.value, String(amount?.currency_code ?? 'USD')) ?? -1,
        currency: String(amount?.currency_code ?? ''),
      });
    }
  }
  return { id: String(body.id ?? ''), status: String(body.status ?? ''), approveUrl: approve?.href ?? null, captures };
}

export function createPaypalClient(config: PaypalConfig, fetchImpl: typeof fetch = fetch) {
  const base = config.apiBase.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function request(path: string, init: { method: string; headers?: Record<string, string>; body?: string }) {
    let res: Response;
    try {
      res = await fetchImpl(base + path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new PaypalError(`PayPal ${path} unreachable: ${(err as Error).message}`, 0);
    }
    const body = (await res.json().catch(() => null)) as Json | null;
    if (!res.ok || !body) {
      const issue = (body?.details as { issue?: string }[] | undefined)?.[0]?.issue;
      throw new PaypalError(
        `PayPal ${path} answered ${res.status} ${String(body?.name ?? '')}`.trim(),
        res.status,
        issue,
      );
    }
    return body;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const body = await request('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (typeof body.access_token !== 'string') throw new PaypalError('PayPal token: no access_token', 502);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    token = { value: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  async function api(path: string, method: string, payload?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      accept: 'application/json',
      prefer: 'return=representation',
    };
    if (requestId) headers['paypal-request-id'] = requestId;
    try {
      return await request(path, {
        method,
        headers,
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
    } catch (err) {
      // A token revoked early: fetch a new one once.
      if (err instanceof PaypalError && err.status === 401 && token) {
        token = null;
        headers.authorization = `Bearer ${await accessToken()}`;
        return request(path, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
      }
      throw err;
    }
  }

  return {
    webhookConfigured: Boolean(config.webhookId),

    /** Creates an order for `amount` minor units; `requestId` makes PayPal answer retries with the same order. */
    async createOrder(p: {
      amount: number;
      currency: string;
      requestId: string;
      customId: string;
      description: string;
      returnUrl: string;
      cancelUrl: string;
      locale?: string;
    }): Promise<PaypalOrder> {
      const body = await api(
        '/v2/checkout/orders',
        'POST',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              custom_id: p.customId,
              description: p.description,
              amount: { currency_code: p.currency, value: toPaypalValue(p.amount, p.currency) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: p.returnUrl,
                cancel_url: p.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                ...(p.locale ? { locale: p.locale } : {}),
              },
            },
          },
        },
        p.requestId,
      );
      return toOrder(body);
    },

    async captureOrder(orderId: string, requestId: string): Promise<PaypalOrder> {
      return toOrder(await api(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, 'POST', {}, requestId));
    },

    async getOrder(orderId: string): Promise<PaypalOrder> {
      return toOrder(await api(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, 'GET'));
    },

    /** Asks PayPal whether a webhook delivery is genuine; false on anything but SUCCESS. */
    async verifyWebhook(headers: WebhookHeaders, event: unknown): Promise<boolean> {
      if (!config.webhookId) return false;
      const h = (name: string) => {
        const v = headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const fields = {
        auth_algo: h('paypal-auth-algo'),
        cert_url: h('paypal-cert-url'),
        transmission_id: h('paypal-transmission-id'),
        transmission_sig: h('paypal-transmission-sig'),
        transmission_time: h('paypal-transmission-time'),
      };
      if (Object.values(fields).some((v) => !v)) return false;
      try {
        const body = await api('/v1/notifications/verify-webhook-signature', 'POST', {
          ...fields,
          webhook_id: config.webhookId,
          webhook_event: event,
        });
        return body.verification_status === 'SUCCESS';
      } catch {
        return false;
      }
    },
  };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;
