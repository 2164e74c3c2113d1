import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Harness } from './harness';

export type Envelope<T> = { status: number; data: T; msg: string };

/** One call of the app's API as it answers (any status): signed in when `token` is given, in `language`. */
export async function callApi<T>(
  h: Harness,
  path: string,
  body: object = {},
  { token, language }: { token?: string; language?: string } = {},
): Promise<Envelope<T>> {
  const r = await fetch(`${h.url}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await r.json()) as Envelope<T>;
}

/** The app's API as the holder of `token`; fails the test on any refusal. */
export async function tokenApi<T>(
  h: Harness,
  token: string,
  path: string,
  body: object = {},
  language?: string,
): Promise<T> {
  const res = await callApi<T>(h, path, body, { token, language });
  expect(res.status, `${path}: ${res.msg}`).toBe(0);
  return res.data;
}

/**
 * The API as the user logged in on `page` calls it (their token, in the page's language unless `language` is
 * given: placed orders answer dish names in the viewer's language); fails the test on any refusal.
 */
export async function userApi<T>(
  h: Harness,
  page: Page,
  path: string,
  body: Record<string, unknown> = {},
  language?: string,
): Promise<T> {
  const [token, lang] = await page.evaluate(() => [
    JSON.parse(localStorage.getItem('wf.login_user_info') ?? '{}').token as string,
    document.documentElement.lang,
  ]);
  return tokenApi<T>(h, token, path, body, language ?? (lang || 'en'));
}

/** The back office's API as one operator (signed in on first use); fails the test on any refusal. */
export function operatorApi(h: Harness, operator: { username: string; password: string }) {
  let token = '';
  return async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    if (!token) {
      const r = await fetch(`${h.url}/api/admin/Login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(operator),
      });
      token = ((await r.json()) as Envelope<{ token: string }>).data.token;
    }
    const r = await fetch(`${h.url}/api/admin${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const res = (await r.json()) as Envelope<T>;
    expect(res.status, `${path}: ${res.msg}`).toBe(0);
    return res.data;
  };
}

type MenuSpec = { at: number; required: boolean; options: { at: number; price: number }[] };
type MenuProduct = { pid: string; price: number; specs: MenuSpec[]; stock: number | null; onSale: boolean };
/** What the journeys read of `/product/GetMerchantInfo` to order from a merchant through the API. */
export type MenuMerchant = {
  mid: string;
  latitude: number;
  longitude: number;
  deliveryFee: number;
  minOrder: number;
  open: boolean;
  categories: { products: MenuProduct[] }[];
};

/**
 * A cart the server accepts: dishes on sale with unlimited stock, the first shown option of every required
 * choice (groups and options named by stored position, `at`), until the minimum order and `minLines` lines.
 */
export function cartOf(m: MenuMerchant, { minLines = 1 } = {}) {
  const products = m.categories.flatMap((c) => c.products).filter((p) => p.onSale && p.stock === null);
  const lines: { pid: string; quantity: number; specs: { group: number; options: number[] }[] }[] = [];
  let itemsTotal = 0;
  for (const p of products) {
    const specs = p.specs.flatMap((g) => (g.required ? [{ group: g.at, options: [g.options[0]!.at] }] : []));
    const unit = p.price + p.specs.reduce((n, g) => n + (g.required ? g.options[0]!.price : 0), 0);
    lines.push({ pid: p.pid, quantity: 1, specs });
    itemsTotal += unit;
    if (itemsTotal >= m.minOrder && lines.length >= minLines) break;
  }
  return { lines, amount: itemsTotal + m.deliveryFee };
}

/** The all-day demo restaurant: open whatever the hour the journeys run at. */
export const ALL_DAY_SHOP = 'Crisp & Co. Chicken 24';

/**
 * The all-day demo restaurant as `token`'s holder reads it (its menu included), and a new saved address of
 * theirs next door, inside its delivery range: what the journeys order to.
 */
export async function allDayShop(h: Harness, token: string) {
  const found = await tokenApi<{ list: { mid: string }[] }>(h, token, '/product/GetMerchantList', {
    mType: 1,
    page: 1,
    limt: 5,
    name: ALL_DAY_SHOP,
  });
  const mid = found.list[0]!.mid;
  const merchant = await tokenApi<MenuMerchant>(h, token, '/product/GetMerchantInfo', { mid, isGetProduct: true });
  const address = await tokenApi<{ id: string }>(h, token, '/user/CreateAddress', {
    name: 'Demo User',
    phone: '+66812345678',
    address: '88 Silom Rd',
    label: 'Work',
    latitude: merchant.latitude + 0.001,
    longitude: merchant.longitude,
    detailed: 'Floor 5',
  });
  return { mid, merchant, addressId: address.id };
}

/**
 * The demo user signs in and places a takeout order (unpaid) at the all-day demo restaurant, delivered to a
 * new address next door; answers the order, the shop and the user's token.
 */
export async function demoTakeoutOrder(h: Harness): Promise<{ oid: string; mid: string; token: string }> {
  const { token } = await tokenApi<{ token: string }>(h, '', '/user/Login', {
    account: h.demo.account,
    logonPassword: h.demo.password,
  });
  const { mid, merchant, addressId } = await allDayShop(h, token);
  const { lines, amount } = cartOf(merchant);
  const { oid } = await tokenApi<{ oid: string }>(h, token, '/order/CreateOrder', {
    mid,
    pType: 1,
    addressId,
    amount,
    products: lines,
    remark: '',
  });
  return { oid, mid, token };
}
