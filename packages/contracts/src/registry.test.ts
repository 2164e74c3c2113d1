import { describe, expect, it } from 'vitest';
import { allEndpoints } from './endpoints/registry';

/** Every call of spec section 7, copied from the spec by hand (do not generate it from the registry). */
const specPaths = [
  // Config
  '/config/GetCountry',
  '/config/GetHomeConfig',
  '/config/info',
  '/config/GetProtocol',
  '/config/GetNewList',
  '/config/GetNewInfo',
  '/config/GetHelpList',
  '/config/GetHelpInfo',
  // User
  '/user/SendCode',
  '/user/CodeSetPaw',
  '/user/SetLogonPassword',
  '/user/SetAccount',
  '/user/SetWithdrawalPassword',
  '/user/Register',
  '/user/Login',
  '/user/OutAccountLogin',
  '/user/GetUserInfo',
  '/user/AddBank',
  '/user/UpdateBank',
  '/user/DelBank',
  '/user/GetBanks',
  '/user/CreateAddress',
  '/user/UpdateAddress',
  '/user/DeleteAddress',
  '/user/GetOrderNum',
  '/user/SetHead',
  '/user/UserSaveInfos',
  '/user/GetChatGroupInfo',
  '/user/DelUser',
  // Product
  '/product/GetMerchantList',
  '/product/GetMerchantInfo',
  '/product/GetEvaluateList',
  '/product/GetAirlineTickets',
  '/product/GetAirlineTicketInfo',
  '/product/Evaluate',
  // Order
  '/order/GetDelivery',
  '/order/CreateOrder',
  '/order/GetOrderList',
  '/order/RefundOrder',
  '/order/PayOrder',
  '/order/GetOrderInfo',
  '/order/SetOrderReceiving',
  '/order/SearchOrderList',
  '/order/GetPayUserInfo',
  '/order/SendPay',
  '/order/GetPayOrderInfo',
  '/order/CreatePayOrder',
  '/order/PayInitiateOrder',
  // Amount
  '/amount/GetAmountsList',
  '/amount/GetRechargeList',
  '/amount/GetWithdrawList',
  '/amount/GetRechargeConfig',
  '/amount/Recharge',
  '/amount/GetWithdrawConfig',
  '/amount/Withdraw',
  '/amount/GetExchange',
  // Others
  '/PaypalCaptureOrder',
  '/AppUpdate',
];

/** The spec's field names, typos included: existing clients speak them. */
const specFields: Record<string, string[]> = {
  '/user/SendCode': ['account', 'type', 'sendType'],
  '/user/CodeSetPaw': ['account', 'logonPassword', 'code', 'codeToken'],
  '/user/SetLogonPassword': ['oldPaw', 'newPaw'],
  '/user/SetAccount': ['oldAccount', 'newAccount', 'logonPassword', 'code'],
  '/user/SetWithdrawalPassword': ['oldPaw', 'newPaw'],
  '/user/Register': ['account', 'logonPassword', 'inviteCode', 'code', 'countryCode', 'codeToken'],
  '/user/Login': ['account', 'logonPassword'],
  '/user/OutAccountLogin': ['account', 'accountType', 'outAccountId', 'name', 'head'],
  '/user/DelBank': ['account'],
  '/user/GetBanks': ['account'],
  '/user/CreateAddress': ['name', 'phone', 'address', 'label', 'latitude', 'longitude', 'detailed'],
  '/user/UpdateAddress': ['id', 'name', 'phone', 'address', 'label', 'latitude', 'longitude', 'detailed'],
  '/user/DeleteAddress': ['id'],
  '/user/SetHead': ['head'],
  '/user/UserSaveInfos': ['name', 'infos', 'sex', 'birthday', 'countryCode'],
  '/user/GetChatGroupInfo': ['chatGroup_id'],
  '/product/GetMerchantList': ['mType', 'page', 'limt', 'sort', 'name', 'isHmoe', 'priceInterval'],
  '/product/GetMerchantInfo': ['mid', 'isGetProduct'],
  '/product/GetEvaluateList': ['mid', 'pid', 'page', 'limt', 'score'],
  '/product/GetAirlineTickets': ['time', 'start', 'end', 'aviationName', 'page', 'limt'],
  '/product/GetAirlineTicketInfo': ['_id'],
  '/product/Evaluate': ['oid', 'score', 'content', 'imgs'],
  '/order/CreateOrder': ['mid', 'amount', 'pType', 'addressId', 'products', 'passengers', 'remark'],
  '/order/GetOrderList': ['page', 'limt', 'status'],
  '/order/RefundOrder': ['oid'],
  '/order/PayOrder': ['oid'],
  '/order/GetOrderInfo': ['oid'],
  '/order/SetOrderReceiving': ['oid', 'addressId'],
  '/order/SearchOrderList': ['oids'],
  '/order/GetPayUserInfo': ['uid'],
  '/order/SendPay': ['uid', 'oid', 'pid', 'content'],
  '/order/GetPayOrderInfo': ['pid'],
  '/order/CreatePayOrder': ['oid'],
  '/order/PayInitiateOrder': ['pid', 'country_code', 'payType', 'isApp', 'rechargeData'],
  '/amount/GetAmountsList': ['page', 'limt'],
  '/amount/GetRechargeList': ['page', 'limt', 'status'],
  '/amount/GetWithdrawList': ['page', 'limt', 'status'],
  '/amount/Recharge': ['channelCode', 'country_code', 'amount', 'isApp', 'rechargeData'],
  '/amount/Withdraw': ['channelCode', 'country_code', 'amount', 'withdrawalPassword', 'withdrawData'],
  '/amount/GetExchange': ['amount', 'toUnit', 'targetUnit'],
  '/PaypalCaptureOrder': ['id'],
  '/config/GetProtocol': ['key'],
  '/config/GetNewInfo': ['_id'],
  '/config/GetHelpInfo': ['_id'],
};

const byPath = new Map(allEndpoints.map((e) => [e.path, e]));

/** Field names an object schema (or every option of a union of objects) declares. */
function fieldsOf(schema: unknown): Set<string> {
  const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return new Set(Object.keys(def.shape as object));
  if (def.type === 'union') {
    const sets = (def.options as unknown[]).map(fieldsOf);
    return new Set([...(sets[0] ?? [])].filter((k) => sets.every((s) => s.has(k))));
  }
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (def.type === 'default' || def.type === 'optional') return fieldsOf(def.innerType);
  return new Set();
}

describe('endpoint registry', () => {
  it('has every spec path exactly once', () => {
    for (const path of specPaths) {
      expect(
        allEndpoints.filter((e) => e.path === path),
        path,
      ).toHaveLength(1);
    }
  });

  it('has no duplicate paths', () => {
    const paths = allEndpoints.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('marks every call beyond the spec as an addition, and no spec call', () => {
    for (const e of allEndpoints) {
      expect(Boolean(e.addition), e.path).toBe(!specPaths.includes(e.path));
    }
  });

  it('uses GET only where the spec does', () => {
    const gets = allEndpoints.filter((e) => e.method === 'GET').map((e) => e.path);
    expect(gets).toEqual(['/PaypalCaptureOrder']);
  });

  it('keeps admin calls under /admin with roles, and roles only there', () => {
    for (const e of allEndpoints) {
      const admin = e.path.startsWith('/admin/');
      if (admin && e.auth) expect(e.roles?.length, e.path).toBeGreaterThan(0);
      if (!admin) expect(e.roles, e.path).toBeUndefined();
    }
  });

  it("keeps the spec's request field names, typos included", () => {
    for (const [path, fields] of Object.entries(specFields)) {
      const e = byPath.get(path);
      expect(e, path).toBeDefined();
      const declared = fieldsOf(e?.request);
      for (const f of fields) expect(declared.has(f), `${path} ${f}`).toBe(true);
    }
  });

  it('never puts token in a request schema (the server strips it)', () => {
    for (const e of allEndpoints) expect(fieldsOf(e.request).has('token'), e.path).toBe(false);
  });

  it('lets every money call carry an idempotency key', () => {
    const moneyPaths = allEndpoints.filter((e) => e.money).map((e) => e.path);
    for (const p of ['/amount/Recharge', '/amount/Withdraw', '/order/PayOrder', '/order/RefundOrder']) {
      expect(moneyPaths).toContain(p);
    }
    for (const e of allEndpoints.filter((x) => x.money)) {
      expect(fieldsOf(e.request).has('idempotencyKey'), e.path).toBe(true);
    }
  });

  it('has a summary on every call', () => {
    for (const e of allEndpoints) expect(e.summary.length, e.path).toBeGreaterThan(5);
  });
});
