import { randomBytes } from 'node:crypto';
import { allEndpoints } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, payRequests, users } from '../src/db/schema';
import { multipartBody, PNG_1X1 } from './accounts-fixtures';
import { clientId } from './chat-fixtures';
import {
  BKK,
  createAddressAt,
  createFoodMerchant,
  type FoodMerchant,
  largeNoodlesWithEgg,
  north,
} from './food-fixtures';
import type { TestApp } from './helpers';
import { createUser, ensureWalletWorld, fund, PIN, type TestUser } from './wallet-fixtures';

/** The access matrix's world: user A's resources, each with text only A's data holds, and B's own. */
export type World = {
  a: TestUser;
  b: TestUser;
  /** In a conversation with A and in one with B: where B sends A's things. */
  c: TestUser;
  m: FoodMerchant;
  aAddress: number;
  aSpareAddress: number;
  bAddress: number;
  aBank: string;
  aSpareBank: string;
  bGroup: string;
  aOrder: string;
  aPaidOrder: string;
  bOrder: string;
  aPayQuote: string;
  aRefundQuote: string;
  aTraveller: string;
  aExchangeQuote: string;
  aGroup: string;
  aMessage: string;
  aUpload: string;
  aAvatar: string;
  aPid: string;
  aRecharge: string;
  aWithdrawal: string;
  /** A's review of a completed order, and a review photo A uploaded. */
  aReview: string;
  aReviewPhoto: string;
  /** B's completed order, not reviewed yet. */
  bDoneOrder: string;
};

export const mark = randomBytes(4).toString('hex');
/** Strings only A's data holds: none may appear in an answer to B. */
export const A_SECRETS = {
  name: `Alice-${mark}`,
  address: `Hidden Lane ${mark}`,
  phone: '+66811112222',
  bankNumber: `9${Number.parseInt(mark, 16)}`.slice(0, 12).padEnd(10, '7'),
  bankHolder: `Alice Holder ${mark}`,
  message: `private words ${mark}`,
  remark: `ring twice ${mark}`,
  fileName: `secret-${mark}.png`,
  traveller: `Travelling Alice ${Number.parseInt(mark, 16).toString(36).replace(/\d/g, 'x')}`,
};

/** A fresh idempotency key per call: a refused call is never answered again as a retry. */
export const key = () => `k-${randomBytes(8).toString('hex')}`;

export const bankBody = (account: string, holder: string) => ({
  account,
  type: 'bank',
  name: holder,
  bank: 'Kasikorn',
  cardNumber: account,
  unit: 'THB',
  withdrawalPassword: PIN,
});
export const addressBody = (name: string) => ({
  name,
  phone: '+66899998888',
  address: `Other Road ${mark}`,
  ...north(BKK, 300),
});

export type Answer = { http: number; status: number; msg: string; data?: unknown; raw: string };

/** Calls as the web app makes them (GET operations by query), answering the envelope and the raw body. */
export function matrixClient(t: TestApp) {
  async function call(op: string, body: Record<string, unknown>, token?: string): Promise<Answer> {
    const e = allEndpoints.find((x) => x.path === op)!;
    const headers = token ? { authorization: `Bearer ${token}` } : undefined;
    const res =
      e.method === 'GET'
        ? await t.app.inject({
            method: 'GET',
            url: `/api${op}`,
            query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
            headers,
          })
        : await t.app.inject({ method: 'POST', url: `/api${op}`, payload: body, headers });
    return { http: res.statusCode, raw: res.body, ...(res.json() as { status: number; msg: string; data?: unknown }) };
  }

  /** `/upload/File` (multipart) with a 1x1 PNG. */
  async function uploadAs(token: string, fields: Record<string, string>, filename = 'x.png'): Promise<Answer> {
    const form = multipartBody([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', file: PNG_1X1, filename, contentType: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/File',
      payload: form.payload,
      headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { http: res.statusCode, raw: res.body, ...(res.json() as { status: number; msg: string; data?: unknown }) };
  }

  return { call, uploadAs };
}
export type MatrixClient = ReturnType<typeof matrixClient>;

export const ok = async <T>(p: Promise<Answer>) => {
  const res = await p;
  expect(res.status, res.raw).toBe(0);
  return res.data as T;
};

/** A, B and C with everything the matrix attacks: addresses, payout accounts, orders, quotes, chats, files. */
export async function createWorld(t: TestApp, { call, uploadAs }: MatrixClient): Promise<World> {
  await ensureWalletWorld(t.database);
  const m = await createFoodMerchant(t.database);
  const a = await createUser(t.database, { country: 'TH', balance: 1_000_000 });
  const b = await createUser(t.database, { country: 'TH', balance: 1_000_000 });
  await fund(t.database, a.id, 100_000, 'USD');
  await fund(t.database, b.id, 100_000, 'USD');
  const c = await createUser(t.database, { country: 'TH' });
  await t.app.db.update(users).set({ name: A_SECRETS.name }).where(eq(users.id, a.id));
  const aAddress = Number(
    (
      await ok<{ id: string }>(
        call(
          '/user/CreateAddress',
          { ...addressBody(A_SECRETS.name), address: A_SECRETS.address, phone: A_SECRETS.phone },
          a.token,
        ),
      )
    ).id,
  );
  const aSpareAddress = Number(
    (
      await ok<{ id: string }>(
        call('/user/CreateAddress', { ...addressBody(A_SECRETS.name), address: `${A_SECRETS.address} 2` }, a.token),
      )
    ).id,
  );
  const bAddress = await createAddressAt(t.database, b.id, north(BKK, 200));
  await ok(call('/user/AddBank', bankBody(A_SECRETS.bankNumber, A_SECRETS.bankHolder), a.token));
  const aSpareBank = `${A_SECRETS.bankNumber.slice(0, -1)}${A_SECRETS.bankNumber.endsWith('1') ? '2' : '1'}`;
  await ok(call('/user/AddBank', bankBody(aSpareBank, A_SECRETS.bankHolder), a.token));

  const order = (u: TestUser, addressId: number) =>
    ok<{ oid: string }>(
      call(
        '/order/CreateOrder',
        {
          pType: 1,
          mid: String(m.id),
          addressId,
          amount: 220,
          products: [largeNoodlesWithEgg(m)],
          remark: A_SECRETS.remark,
        },
        u.token,
      ),
    ).then((o) => o.oid);
  const aOrder = await order(a, aAddress);
  const aPaidOrder = await order(a, aAddress);
  await ok(call('/order/PayOrder', { oid: aPaidOrder, idempotencyKey: `pay-${mark}-a` }, a.token));
  const bOrder = await t.call<{ oid: string }>(
    '/order/CreateOrder',
    { pType: 1, mid: String(m.id), addressId: bAddress, amount: 220, products: [largeNoodlesWithEgg(m)] },
    { token: b.token },
  );
  const aPayQuote = (
    await ok<{ quoteId: string }>(call('/order/GetPayQuote', { oid: aOrder, payUnit: 'USD' }, a.token))
  ).quoteId;
  const aRefundQuote = (await ok<{ quoteId: string }>(call('/order/GetRefundQuote', { oid: aPaidOrder }, a.token)))
    .quoteId;
  const aTraveller = (
    await ok<{ id: string }>(
      call('/user/SaveTraveller', { name: A_SECRETS.traveller, idType: 'id_card', idNumber: '1103700123456' }, a.token),
    )
  ).id;
  const exchange = await ok<{ quoteId: string | null }>(
    call('/amount/GetExchange', { amount: 1000, toUnit: 'USD', targetUnit: 'THB' }, a.token),
  );

  // A's conversation with C: a message and a file.
  const chat = await ok<{ chatGroup_id: string; id: string }>(
    call(
      '/chat/SendMessage',
      { toId: String(c.id), kind: 'text', content: A_SECRETS.message, clientId: clientId() },
      a.token,
    ),
  );
  const bChat = await ok<{ chatGroup_id: string }>(
    call(
      '/chat/SendMessage',
      { toId: String(c.id), kind: 'text', content: 'hi from B', clientId: clientId() },
      b.token,
    ),
  );
  const uploaded = await uploadAs(a.token, { purpose: 'chat' }, A_SECRETS.fileName);
  expect(uploaded.status, uploaded.raw).toBe(0);
  const aUpload = (uploaded.data as { url: string }).url;
  const avatar = await uploadAs(a.token, { purpose: 'avatar' });
  expect(avatar.status, avatar.raw).toBe(0);
  const aAvatar = (avatar.data as { url: string }).url;
  await ok(
    call(
      '/chat/SendMessage',
      { chatGroup_id: chat.chatGroup_id, kind: 'image', url: aUpload, content: '', clientId: clientId() },
      a.token,
    ),
  );
  const aPid = `pr${mark}${randomBytes(6).toString('hex')}`;
  await t.app.db.insert(payRequests).values({
    publicId: aPid,
    orderId: Number(aOrder),
    requesterId: a.id,
    amount: 220,
    currency: 'THB',
    content: A_SECRETS.message,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const recharge = await ok<{ rechargeId: string }>(
    call(
      '/amount/Recharge',
      { channelCode: 'demo', country_code: 'US', amount: 1000, idempotencyKey: `rc-${mark}` },
      a.token,
    ),
  );
  const withdrawal = await ok<{ withdrawalId: string }>(
    call(
      '/amount/Withdraw',
      {
        channelCode: 'bank_transfer',
        country_code: 'US',
        amount: 1000,
        withdrawalPassword: PIN,
        withdrawData: { account: A_SECRETS.bankNumber },
        idempotencyKey: `wd-${mark}`,
      },
      a.token,
    ),
  );
  // Reviews: A reviews a completed order with a photo; B has a completed order of its own to review.
  const complete = (oid: string) =>
    t.app.db
      .update(orders)
      .set({ status: 5, payStatus: 1, completedAt: new Date() })
      .where(eq(orders.id, Number(oid)));
  const aDoneOrder = await order(a, aAddress);
  await complete(aDoneOrder);
  const bDoneOrder = await order(b, bAddress);
  await complete(bDoneOrder);
  const photo = await uploadAs(a.token, { purpose: 'review' });
  expect(photo.status, photo.raw).toBe(0);
  const aReviewPhoto = (photo.data as { url: string }).url;
  const aReview = (
    await ok<{ _id: string }>(
      call('/product/Evaluate', { oid: aDoneOrder, score: 4, content: 'tasty noodles', imgs: [aReviewPhoto] }, a.token),
    )
  )._id;
  return {
    aReview,
    aReviewPhoto,
    bDoneOrder,
    a,
    b,
    c,
    m,
    aAddress,
    aSpareAddress,
    bAddress,
    aBank: A_SECRETS.bankNumber,
    aSpareBank,
    bGroup: bChat.chatGroup_id,
    aOrder,
    aPaidOrder,
    bOrder: bOrder.data.oid,
    aPayQuote,
    aRefundQuote,
    aTraveller,
    aExchangeQuote: exchange.quoteId!,
    aGroup: chat.chatGroup_id,
    aMessage: chat.id,
    aUpload,
    aAvatar,
    aPid,
    aRecharge: recharge.rechargeId,
    aWithdrawal: withdrawal.withdrawalId,
  };
}
