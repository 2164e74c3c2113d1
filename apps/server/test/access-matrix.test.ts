import { randomBytes } from 'node:crypto';
import { allEndpoints, type Endpoint, ErrorCode, errorKeyOf } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payRequests, users } from '../src/db/schema';
import { multipartBody, PNG_1X1 } from './accounts-fixtures';
import { clientId, TestSocket, wsUrl } from './chat-fixtures';
import {
  BKK,
  createAddressAt,
  createFoodMerchant,
  type FoodMerchant,
  largeNoodlesWithEgg,
  north,
} from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, fund, PIN, type TestUser } from './wallet-fixtures';

/**
 * The access-control matrix, generated from the contract. Every request field that names something by id
 * (found by name, nested ones too: `id`, `_id`, `oid`/`oids`/`pid`/`uid`/`mid`, `...Id`, `..._id`, plus the
 * bank `account` and the upload references `url`, `head`, `imgs`) is classified below: either it names a user's own resource, and user B then
 * calls the operation with user A's resource and must be refused (a catalogue code, never success or a 500,
 * and none of A's data in the answer), or it is public or not a resource, with the reason. A new operation
 * with such a field fails the classification test until it is added here; one without lands in ID_FREE.
 * Every operation that needs a session also refuses an anonymous caller with the login-required code.
 */

const ID_NAME = /^(_?id|[a-z]ids?|[A-Za-z]+Id|[A-Za-z]+_id)$/;
/** Fields that refer to a user's resource without "id" in their name: bank accounts and uploads. */
const REFERENCE_FIELDS = new Set(['account', 'url', 'head', 'imgs']);

type Def = { type: string } & Record<string, unknown>;

/** Every field of a request schema, nested ones as `parent.child` (array elements as their parent's path). */
function fieldsOf(schema: unknown, prefix = '', out = new Set<string>(), depth = 0): Set<string> {
  const def = (schema as { _zod?: { def: Def } })._zod?.def;
  if (!def || depth > 8) return out;
  switch (def.type) {
    case 'pipe':
      return fieldsOf(def.in, prefix, out, depth + 1);
    case 'union':
      for (const o of def.options as unknown[]) fieldsOf(o, prefix, out, depth + 1);
      return out;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fieldsOf(def.innerType, prefix, out, depth + 1);
    case 'array':
      return fieldsOf(def.element, prefix, out, depth + 1);
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) {
        const p = prefix ? `${prefix}.${k}` : k;
        out.add(p);
        fieldsOf(v, p, out, depth + 1);
      }
      return out;
    default:
      return out;
  }
}
const idFieldsOf = (e: Endpoint) =>
  [...fieldsOf(e.request)].filter((f) => {
    const name = f.split('.').pop()!;
    return ID_NAME.test(name) || REFERENCE_FIELDS.has(name);
  });

const OWNED = 'owned' as const;
/**
 * What each id field names. `owned`: a resource of the caller, attacked by CASES below. A string: why
 * another user's value is not a leak (public things, credentials typed to sign in, the caller's own
 * idempotency or client ids).
 */
const ID_FIELDS: Record<string, Record<string, typeof OWNED | string>> = {
  '/config/GetNewInfo': { _id: 'public news article' },
  '/config/GetHelpInfo': { _id: 'public help article' },
  '/user/AddBank': { account: 'the new account number typed by the caller' },
  '/user/CodeLogin': { account: 'sign-in credential (anonymous call)' },
  '/user/CodeSetPaw': { account: 'reset credential (anonymous call)' },
  '/user/DelBank': { account: OWNED },
  '/user/DeleteAddress': { id: OWNED },
  '/user/GetBanks': { account: OWNED },
  '/user/GetChatGroupInfo': { chatGroup_id: OWNED },
  '/user/Login': { account: 'sign-in credential (anonymous call)' },
  '/user/OutAccountLogin': {
    account: 'third-party sign-in, proven by the provider',
    outAccountId: 'third-party sign-in, proven by the provider',
    'telegram.id': 'third-party sign-in, proven by the provider',
    head: 'the provider’s avatar URL',
  },
  '/user/SetHead': { head: OWNED },
  '/user/Register': { account: 'the new account' },
  '/user/SendCode': { account: 'where the caller asks a code to be sent (rate-limited, answers nothing)' },
  '/user/UpdateAddress': { id: OWNED },
  '/user/UpdateBank': { account: OWNED },
  '/product/Evaluate': { oid: OWNED, imgs: OWNED },
  '/product/GetAirlineTicketInfo': { _id: 'public flight' },
  '/product/GetEvaluateList': { mid: 'public merchant', pid: 'public product' },
  '/product/GetMerchantInfo': { mid: 'public merchant', addressId: OWNED },
  '/product/GetMerchantList': { addressId: OWNED },
  '/order/CreateOrder': {
    mid: 'public merchant',
    addressId: OWNED,
    'products.pid': 'public product',
    'flight.ticketId': 'public flight',
  },
  '/order/CreatePayOrder': { oid: OWNED },
  '/order/GetDelivery': { mid: 'public merchant', addressId: OWNED },
  '/order/GetOrderInfo': { oid: OWNED },
  '/order/GetPayQuote': { oid: OWNED },
  '/order/GetPayOrderInfo': { pid: 'pay-on-behalf link: shared by its owner on purpose, unguessable' },
  '/order/GetPayUserInfo': { uid: 'public profile (display name and avatar), rate-limited' },
  '/order/PayInitiateOrder': { pid: 'pay-on-behalf link: anyone holding it may pay' },
  '/order/PayOrder': { oid: OWNED, quoteId: OWNED },
  '/order/RefundOrder': { oid: OWNED },
  '/order/SearchOrderList': { oids: OWNED },
  '/order/SendPay': { uid: 'the recipient, any user', oid: OWNED, pid: OWNED },
  '/order/SetOrderReceiving': { oid: OWNED, addressId: OWNED },
  '/amount/Convert': { quoteId: OWNED },
  '/amount/Withdraw': { 'withdrawData.account': OWNED },
  '/PaypalCaptureOrder': { id: 'PayPal’s order id on the return from PayPal; credits only its own top-up' },
  '/chat/GetMessageList': { chatGroup_id: OWNED, beforeId: OWNED, afterId: OWNED },
  '/chat/MarkRead': { chatGroup_id: OWNED, lastId: OWNED },
  '/chat/OpenConversation': { toId: 'public profile: any user may be messaged (rate-limited)' },
  '/chat/SendMessage': {
    chatGroup_id: OWNED,
    toId: 'any user may be messaged',
    clientId: 'the caller’s own de-duplication id',
    url: OWNED,
    oid: OWNED,
    pid: OWNED,
  },
  '/upload/File': { chatGroup_id: OWNED },
  '/admin/OrderAdvance': { oid: OWNED },
  '/admin/RechargeApprove': { rechargeId: OWNED },
  '/admin/RechargeReject': { rechargeId: OWNED },
  '/admin/UserFreeze': { uid: OWNED },
  '/admin/UserMute': { uid: OWNED, chatGroup_id: OWNED },
  '/admin/WithdrawApprove': { withdrawalId: OWNED },
  '/admin/WithdrawFail': { withdrawalId: OWNED },
  '/admin/WithdrawMarkPaid': { withdrawalId: OWNED },
  '/admin/WithdrawReject': { withdrawalId: OWNED },
};

/** Operations whose requests name nothing by id. */
const ID_FREE = [
  '/config/GetCountry',
  '/config/GetHomeConfig',
  '/config/info',
  '/config/GetProtocol',
  '/config/GetNewList',
  '/config/GetHelpList',
  '/AppUpdate',
  '/user/CreateAddress',
  '/user/DelUser',
  '/user/SetAccount',
  '/user/SetWithdrawalPassword',
  '/user/GetOrderNum',
  '/user/GetUserInfo',
  '/user/LineLoginStart',
  '/user/Logout',
  '/user/SaveRealInfo',
  '/user/SetLogonPassword',
  '/user/UserSaveInfos',
  '/product/GetAirlineTickets',
  '/product/SearchHotels',
  '/order/GetOrderList',
  '/amount/GetAmountsList',
  '/amount/GetExchange',
  '/amount/GetRechargeConfig',
  '/amount/GetRechargeList',
  '/amount/GetWithdrawConfig',
  '/amount/GetWithdrawList',
  '/amount/Recharge',
  '/chat/GetConversationList',
  '/map/ReverseGeocode',
  '/map/SearchPlaces',
  '/admin/Login',
];

/**
 * Operations of the contract the server does not serve yet (they answer an unknown path to everyone, so B
 * learns nothing). Asserted: once one is served, it must leave this list and its owner check is then tested.
 */
const NOT_SERVED = [
  '/product/Evaluate',
  '/product/GetAirlineTicketInfo',
  '/product/GetAirlineTickets',
  '/product/GetEvaluateList',
  '/product/SearchHotels',
  '/order/CreatePayOrder',
  '/order/GetPayOrderInfo',
  '/order/GetPayUserInfo',
  '/order/PayInitiateOrder',
  '/order/SendPay',
  '/admin/UserFreeze',
];

// ---- the world: A's resources, each with text only A's data contains ----

type World = {
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
  aExchangeQuote: string;
  aGroup: string;
  aMessage: string;
  aUpload: string;
  aAvatar: string;
  aPid: string;
  aRecharge: string;
  aWithdrawal: string;
};

type Case = {
  op: string;
  /** The id fields this case points at A's resources. */
  fields: string[];
  body: (w: World) => Record<string, unknown>;
  /**
   * 'refused' (default): a catalogue code other than success. 'filtered': a list or cursor scoped to the
   * caller, which answers success but must hold none of A's things.
   */
  expect?: 'refused' | 'filtered';
  /**
   * A's own call with this body (default: the same body): it must not meet the refusal B met, proving the id
   * was real. Operator calls have none (no user may call them).
   */
  owner?: ((w: World) => Record<string, unknown>) | null;
  /** For 'filtered': text that marks A's things in a list (beside A_SECRETS): in A's answer, not in B's. */
  marker?: (w: World) => string;
};

const mark = randomBytes(4).toString('hex');
/** Strings only A's data holds: none may appear in an answer to B. */
const A_SECRETS = {
  name: `Alice-${mark}`,
  address: `Hidden Lane ${mark}`,
  phone: '+66811112222',
  bankNumber: `9${Number.parseInt(mark, 16)}`.slice(0, 12).padEnd(10, '7'),
  bankHolder: `Alice Holder ${mark}`,
  message: `private words ${mark}`,
  remark: `ring twice ${mark}`,
  fileName: `secret-${mark}.png`,
};

/** A fresh idempotency key per call: a refused call is never answered again as a retry. */
const key = () => `k-${randomBytes(8).toString('hex')}`;

const bankBody = (account: string, holder: string) => ({
  account,
  type: 'bank',
  name: holder,
  bank: 'Kasikorn',
  cardNumber: account,
  unit: 'THB',
  withdrawalPassword: PIN,
});
const addressBody = (name: string) => ({
  name,
  phone: '+66899998888',
  address: `Other Road ${mark}`,
  ...north(BKK, 300),
});

const CASES: Case[] = [
  // addresses
  { op: '/user/UpdateAddress', fields: ['id'], body: (w) => ({ id: w.aAddress, ...addressBody('Bob') }), owner: null },
  { op: '/user/DeleteAddress', fields: ['id'], body: (w) => ({ id: w.aSpareAddress }) },
  { op: '/order/GetDelivery', fields: ['addressId'], body: (w) => ({ mid: w.m.id, addressId: w.aAddress }) },
  { op: '/product/GetMerchantInfo', fields: ['addressId'], body: (w) => ({ mid: w.m.id, addressId: w.aAddress }) },
  { op: '/product/GetMerchantList', fields: ['addressId'], body: (w) => ({ mType: 1, addressId: w.aAddress }) },
  {
    op: '/order/CreateOrder',
    fields: ['addressId'],
    body: (w) => ({
      pType: 1,
      mid: String(w.m.id),
      addressId: w.aAddress,
      amount: 220,
      products: [largeNoodlesWithEgg(w.m)],
    }),
    owner: null,
  },
  // payout accounts
  { op: '/user/GetBanks', fields: ['account'], body: (w) => ({ account: w.aBank }), expect: 'filtered' },
  {
    op: '/user/UpdateBank',
    fields: ['account'],
    body: (w) => bankBody(w.aBank, 'Bob Holder'),
    owner: (w) => bankBody(w.aBank, A_SECRETS.bankHolder),
  },
  { op: '/user/DelBank', fields: ['account'], body: (w) => ({ account: w.aSpareBank, withdrawalPassword: PIN }) },
  // orders
  { op: '/order/GetOrderInfo', fields: ['oid'], body: (w) => ({ oid: w.aOrder }) },
  {
    op: '/order/SearchOrderList',
    fields: ['oids'],
    body: (w) => ({ oids: [w.aOrder, w.aPaidOrder] }),
    marker: (w) => `"oid":"${w.aOrder}"`,
    expect: 'filtered',
  },
  { op: '/order/GetPayQuote', fields: ['oid'], body: (w) => ({ oid: w.aOrder, payUnit: 'USD' }) },
  { op: '/order/PayOrder', fields: ['oid'], body: (w) => ({ oid: w.aOrder, idempotencyKey: key() }), owner: null },
  {
    op: '/order/PayOrder',
    fields: ['quoteId'],
    body: (w) => ({ oid: w.bOrder, quoteId: w.aPayQuote, idempotencyKey: key() }),
    owner: null,
  },
  { op: '/order/RefundOrder', fields: ['oid'], body: (w) => ({ oid: w.aPaidOrder, reason: 'mine now' }), owner: null },
  {
    op: '/order/SetOrderReceiving',
    fields: ['oid'],
    body: (w) => ({ oid: w.aOrder, addressId: w.bAddress }),
    owner: null,
  },
  {
    op: '/order/SetOrderReceiving',
    fields: ['addressId'],
    body: (w) => ({ oid: w.bOrder, addressId: w.aAddress }),
    owner: (w) => ({ oid: w.aOrder, addressId: w.aAddress }),
  },
  { op: '/order/CreatePayOrder', fields: ['oid'], body: (w) => ({ oid: w.aOrder }) },
  { op: '/order/SendPay', fields: ['oid', 'pid'], body: (w) => ({ uid: w.b.id, oid: w.aOrder, pid: w.aPid }) },
  {
    op: '/product/Evaluate',
    fields: ['oid', 'imgs'],
    body: (w) => ({ oid: w.aPaidOrder, score: 5, content: 'great', imgs: [w.aAvatar] }),
  },
  // uploads
  { op: '/user/SetHead', fields: ['head'], body: (w) => ({ head: w.aAvatar }) },
  // money
  {
    op: '/amount/Convert',
    fields: ['quoteId'],
    body: (w) => ({ quoteId: w.aExchangeQuote, idempotencyKey: key() }),
    owner: null,
  },
  {
    op: '/amount/Withdraw',
    fields: ['withdrawData.account'],
    body: (w) => ({
      channelCode: 'bank_transfer',
      country_code: 'US',
      amount: 1000,
      withdrawalPassword: PIN,
      withdrawData: { account: w.aBank },
      idempotencyKey: key(),
    }),
  },
  // chat
  { op: '/user/GetChatGroupInfo', fields: ['chatGroup_id'], body: (w) => ({ chatGroup_id: w.aGroup }) },
  { op: '/chat/GetMessageList', fields: ['chatGroup_id'], body: (w) => ({ chatGroup_id: w.aGroup }) },
  {
    op: '/chat/GetMessageList',
    fields: ['afterId'],
    body: () => ({ afterId: '0' }),
    expect: 'filtered',
  },
  {
    op: '/chat/GetMessageList',
    fields: ['beforeId'],
    body: (w) => ({ chatGroup_id: w.bGroup, beforeId: String(Number(w.aMessage) + 1) }),
    owner: (w) => ({ chatGroup_id: w.aGroup, beforeId: String(Number(w.aMessage) + 1) }),
    expect: 'filtered',
  },
  {
    op: '/chat/MarkRead',
    fields: ['chatGroup_id', 'lastId'],
    body: (w) => ({ chatGroup_id: w.aGroup, lastId: w.aMessage }),
  },
  {
    op: '/chat/SendMessage',
    fields: ['chatGroup_id'],
    body: (w) => ({ chatGroup_id: w.aGroup, kind: 'text', content: 'let me in', clientId: clientId() }),
    owner: (w) => ({ chatGroup_id: w.aGroup, kind: 'text', content: 'hello', clientId: clientId() }),
  },
  {
    op: '/chat/SendMessage',
    fields: ['url'],
    body: (w) => ({ toId: String(w.c.id), kind: 'image', url: w.aUpload, content: '', clientId: clientId() }),
    owner: null,
  },
  {
    op: '/chat/SendMessage',
    fields: ['oid'],
    body: (w) => ({ toId: String(w.c.id), kind: 'order', oid: w.aOrder, content: '', clientId: clientId() }),
    owner: null,
  },
  {
    op: '/chat/SendMessage',
    fields: ['pid'],
    body: (w) => ({ toId: String(w.c.id), kind: 'pay_request', pid: w.aPid, content: '', clientId: clientId() }),
    owner: null,
  },
  // operator calls: no user's token opens them, whosever resource they name
  { op: '/admin/OrderAdvance', fields: ['oid'], body: (w) => ({ oid: w.aOrder }), owner: null },
  { op: '/admin/RechargeApprove', fields: ['rechargeId'], body: (w) => ({ rechargeId: w.aRecharge }), owner: null },
  { op: '/admin/RechargeReject', fields: ['rechargeId'], body: (w) => ({ rechargeId: w.aRecharge }), owner: null },
  { op: '/admin/UserFreeze', fields: ['uid'], body: (w) => ({ uid: w.a.id, frozen: true }), owner: null },
  {
    op: '/admin/UserMute',
    fields: ['uid', 'chatGroup_id'],
    body: (w) => ({ uid: w.a.id, muted: true, chatGroup_id: w.aGroup }),
    owner: null,
  },
  ...['WithdrawApprove', 'WithdrawFail', 'WithdrawMarkPaid', 'WithdrawReject'].map(
    (name): Case => ({
      op: `/admin/${name}`,
      fields: ['withdrawalId'],
      body: (w) => ({ withdrawalId: w.aWithdrawal, reference: 'x' }),
      owner: null,
    }),
  ),
];

/** `/upload/File` is multipart: its case is run by hand below. */
const MULTIPART_CASES = [{ op: '/upload/File', fields: ['chatGroup_id'] }];

/**
 * The same world with every id of A's replaced by one that exists for nobody: B's answer must be the same for
 * both, so a refusal never tells B that A's thing exists.
 */
const ghostOf = (w: World): World => ({
  ...w,
  aAddress: 999_999_001,
  aSpareAddress: 999_999_002,
  aBank: '1029384756',
  aSpareBank: '1029384757',
  aOrder: '999999003',
  aPaidOrder: '999999004',
  aPayQuote: '999999005',
  aExchangeQuote: '999999006',
  aGroup: '999999007',
  aMessage: '999999008',
  aUpload: '/uploads/chat/AAAAAAAAAAAAAAAAAAAAAAAA.png',
  aAvatar: '/uploads/avatar/AAAAAAAAAAAAAAAAAAAAAAAA.png',
  aPid: 'pr-nobody-has-this',
  aRecharge: '999999009',
  aWithdrawal: '999999010',
});

// ---- running calls ----

let t: TestApp;
let w: World;

type Answer = { http: number; status: number; msg: string; data?: unknown; raw: string };

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

async function uploadAs(token: string, fields: Record<string, string>, filename = 'x.png') {
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

const ok = async <T>(p: Promise<Answer>) => {
  const res = await p;
  expect(res.status, res.raw).toBe(0);
  return res.data as T;
};

/** A refusal: HTTP 200 (or a 4xx with the envelope), a catalogue code with its own key, no data. */
function expectRefused(res: Answer, label: string) {
  expect(res.status, `${label}: ${res.raw}`).not.toBe(0);
  expect(res.http, label).toBeLessThan(500);
  expect(res.status, label).not.toBe(ErrorCode.InternalError);
  expect(res.msg, label).toBe(errorKeyOf(res.status));
  expect(res.data ?? null, label).toBeNull();
}

function expectNoLeak(res: Answer, label: string) {
  for (const [what, secret] of Object.entries(A_SECRETS)) {
    expect(res.raw.includes(secret), `${label} shows A's ${what}`).toBe(false);
  }
  expect(res.raw.includes(w.aUpload.split('/').pop()!), `${label} shows A's upload`).toBe(false);
  expect(res.raw.includes(w.aAvatar.split('/').pop()!), `${label} shows A's avatar upload`).toBe(false);
  expect(res.raw.includes(w.aPid), `${label} shows A's pay request`).toBe(false);
}

beforeAll(async () => {
  t = await createTestApp();
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
  w = {
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
    aExchangeQuote: exchange.quoteId!,
    aGroup: chat.chatGroup_id,
    aMessage: chat.id,
    aUpload,
    aAvatar,
    aPid,
    aRecharge: recharge.rechargeId,
    aWithdrawal: withdrawal.withdrawalId,
  };
}, 60_000);
afterAll(() => t?.close());

describe('the matrix covers the contract', () => {
  it('classifies every id field of every operation; new ones fail here until classified', () => {
    for (const e of allEndpoints) {
      const found = idFieldsOf(e).sort();
      if (found.length === 0) {
        expect(ID_FREE, `${e.path} names nothing by id`).toContain(e.path);
        expect(ID_FIELDS[e.path], e.path).toBeUndefined();
      } else {
        expect(ID_FREE, e.path).not.toContain(e.path);
        expect(Object.keys(ID_FIELDS[e.path] ?? {}).sort(), `${e.path}: classify its id fields`).toEqual(found);
      }
    }
    const paths = new Set(allEndpoints.map((e) => e.path));
    for (const p of [...ID_FREE, ...Object.keys(ID_FIELDS), ...NOT_SERVED]) expect(paths.has(p), p).toBe(true);
  });

  it('attacks every owned field with at least one case', () => {
    const covered = new Set([...CASES, ...MULTIPART_CASES].flatMap((c) => c.fields.map((f) => `${c.op} ${f}`)));
    for (const [op, fields] of Object.entries(ID_FIELDS)) {
      for (const [field, kind] of Object.entries(fields)) {
        if (kind === OWNED) expect(covered, `${op} ${field} needs a case`).toContain(`${op} ${field}`);
      }
    }
    for (const key of covered) {
      const [op, field] = key.split(' ') as [string, string];
      expect(ID_FIELDS[op]?.[field], `${key} is attacked but not classified as owned`).toBe(OWNED);
    }
  });
});

describe('what is served', () => {
  it('NOT_SERVED lists exactly the operations the server does not answer yet', async () => {
    // A throwaway user: the empty bodies reach Logout too.
    const someone = await createUser(t.database);
    const unserved: string[] = [];
    for (const e of allEndpoints.filter((x) => x.path !== '/upload/File')) {
      if ((await call(e.path, {}, someone.token)).status === ErrorCode.UnknownPath) unserved.push(e.path);
    }
    expect(unserved.sort()).toEqual([...NOT_SERVED].sort());
  });
});

describe("user B with user A's resources", () => {
  it.each(CASES.map((c, i) => [`${c.op} ${c.fields.join('+')}`, i] as const))('%s', async (label, i) => {
    const c = CASES[i]!;
    const body = c.body(w);
    const res = await call(c.op, body, w.b.token);
    // B is signed in: a refusal must be about A's thing, not B's session (operator calls refuse any user's).
    if (!c.op.startsWith('/admin/')) expect(res.status, `${label}: ${res.raw}`).not.toBe(ErrorCode.LoginExpired);
    if (c.expect === 'filtered') expect(res.status, `${label}: ${res.raw}`).toBe(0);
    else {
      expectRefused(res, label);
      const ghost = await call(c.op, c.body(ghostOf(w)), w.b.token);
      expect({ status: ghost.status, msg: ghost.msg }, `${label}: same answer as for an id of nobody's`).toEqual({
        status: res.status,
        msg: res.msg,
      });
    }
    expectNoLeak(res, label);
    if (c.marker) expect(res.raw, label).not.toContain(c.marker(w));
    if (!allEndpoints.find((e) => e.path === c.op)!.auth && c.expect !== 'filtered') {
      // Operations open to everyone: signed out, A's id opens nothing either.
      const anon = await call(c.op, body);
      expectRefused(anon, `${label} (anonymous)`);
      expectNoLeak(anon, `${label} (anonymous)`);
      const ghost = await call(c.op, c.body(ghostOf(w)));
      expect(ghost.status, `${label} (anonymous): same answer as for nobody's id`).toBe(anon.status);
    }

    if (NOT_SERVED.includes(c.op)) {
      // Not served to anyone yet: once it is, it leaves NOT_SERVED and the owner check below applies.
      expect(res.status, `${c.op} is served now: remove it from NOT_SERVED`).toBe(ErrorCode.UnknownPath);
      return;
    }
    if (c.owner === null) return;
    const mine = await call(c.op, (c.owner ?? c.body)(w), w.a.token);
    if (c.expect === 'filtered') {
      // The same filter shows A their own things: B's empty answer was the scoping, not a bad query.
      expect(mine.status, `${label} owner: ${mine.raw}`).toBe(0);
      const shows = c.marker ? [c.marker(w)] : Object.values(A_SECRETS);
      expect(
        shows.some((v) => mine.raw.includes(v)),
        `${label} owner: ${mine.raw}`,
      ).toBe(true);
    } else {
      // The same id works for its owner (or fails for another reason): the refusal was about B.
      expect(mine.status === 0 || mine.status !== res.status, `${label} owner: ${mine.raw}`).toBe(true);
    }
  });

  it('the socket’s chat/send (the same input as /chat/SendMessage) refuses them alike', async () => {
    const socket = await TestSocket.login(await wsUrl(t.app), w.b.token);
    try {
      for (const c of CASES.filter((x) => x.op === '/chat/SendMessage')) {
        const body = c.body(w);
        const http = await call(c.op, { ...body, clientId: clientId() }, w.b.token);
        socket.send({ type: 'chat/send', data: body });
        const frame = await socket.next(
          'status',
          (f) => f.data.ref === 'chat/send' && f.data.clientId === body.clientId,
        );
        const label = `socket ${c.fields.join('+')}`;
        expect(frame.data.status, `${label}: ${JSON.stringify(frame)}`).toBe(http.status);
        expect(frame.data.msg, label).toBe(errorKeyOf(frame.data.status));
        expectNoLeak({ http: 200, status: frame.data.status, msg: frame.data.msg, raw: JSON.stringify(frame) }, label);
      }
      // Nothing of A's conversation reached B's socket meanwhile.
      expect(
        socket.frames.filter((f) => f.type === 'onMessage'),
        JSON.stringify(socket.frames),
      ).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('B’s own lists and pages (the id-free reads) show nothing of A’s', async () => {
    // Not Logout or DelUser: B's session is needed after this.
    const reads = ID_FREE.filter((op) => !['/user/Logout', '/user/DelUser'].includes(op));
    for (const op of reads) {
      const res = await call(op, {}, w.b.token);
      expect(res.http, `${op}: ${res.raw}`).toBeLessThan(500);
      expectNoLeak(res, op);
      expect(res.raw, op).not.toContain(`"oid":"${w.aOrder}"`);
      expect(res.raw, op).not.toContain(`"chatGroup_id":"${w.aGroup}"`);
    }
  });

  it('a refused send to A opens no conversation with A', async () => {
    for (const body of [
      { kind: 'image', url: w.aUpload, content: '' },
      { kind: 'order', oid: w.aOrder, content: '' },
      { kind: 'pay_request', pid: w.aPid, content: '' },
    ]) {
      const res = await call('/chat/SendMessage', { ...body, toId: String(w.a.id), clientId: clientId() }, w.b.token);
      expectRefused(res, `send ${body.kind} to A`);
    }
    const mine = await ok<{ list: { peer: { _id: string } | null }[] }>(
      call('/chat/GetConversationList', {}, w.a.token),
    );
    expect(mine.list.map((c) => c.peer?._id)).not.toContain(String(w.b.id));
  });

  it('/upload/File chatGroup_id: no uploading into a conversation B is not in', async () => {
    const res = await uploadAs(w.b.token, { purpose: 'chat', chatGroup_id: w.aGroup });
    expectRefused(res, 'upload');
    expectNoLeak(res, 'upload');
    const mine = await uploadAs(w.a.token, { purpose: 'chat', chatGroup_id: w.aGroup });
    expect(mine.status, mine.raw).toBe(0);
  });

  it("A's resources are as A left them", async () => {
    const info = await ok<{ name: string }>(call('/user/GetBanks', {}, w.a.token));
    expect(JSON.stringify(info)).toContain(A_SECRETS.bankHolder);
    const order = await ok<{ remark: string; status: number }>(
      call('/order/GetOrderInfo', { oid: w.aPaidOrder }, w.a.token),
    );
    expect(order.remark).toBe(A_SECRETS.remark);
    const msgs = await ok<{ list: { content: string }[] }>(
      call('/chat/GetMessageList', { chatGroup_id: w.aGroup }, w.a.token),
    );
    expect(msgs.list.map((m) => m.content)).not.toContain('let me in');
  });
});

describe('anonymous callers', () => {
  const authed = allEndpoints.filter((e) => e.auth && e.path !== '/upload/File');
  it.each(authed.map((e) => [e.path] as const))('%s asks for a login', async (op) => {
    const res = await call(op, {});
    expectRefused(res, op);
    expect(res.status, op).toBe(NOT_SERVED.includes(op) ? ErrorCode.UnknownPath : ErrorCode.LoginExpired);
  });

  it('/upload/File asks for a login', async () => {
    const res = await uploadAs('', { purpose: 'chat' });
    expect(res.status).toBe(ErrorCode.LoginExpired);
  });
});
