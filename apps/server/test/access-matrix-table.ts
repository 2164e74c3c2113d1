import type { Endpoint } from '@wayfare/contracts';

/**
 * The access-control matrix's view of the contract (access-matrix.test.ts runs it). Every request field that
 * names something by id (found by name, nested ones too: `id`, `_id`, `oid`/`oids`/`pid`/`uid`/`mid`,
 * `...Id`, `..._id`, plus the bank `account` and the upload references `url`, `head`, `imgs`) is classified
 * here: either it names a user's own resource (OWNED: access-matrix-cases.ts attacks it), or it is public or
 * not a resource, with the reason. A new operation with such a field fails the suite until it is added here;
 * one without lands in ID_FREE.
 */

export const ID_NAME = /^(_?id|[a-z]ids?|[A-Za-z]+Id|[A-Za-z]+_id)$/;
/** Fields that refer to a user's resource without "id" in their name: bank accounts and uploads. */
export const REFERENCE_FIELDS = new Set(['account', 'url', 'head', 'imgs']);

type Def = { type: string } & Record<string, unknown>;

/** Every field of a request schema, nested ones as `parent.child` (array elements as their parent's path). */
export function fieldsOf(schema: unknown, prefix = '', out = new Set<string>(), depth = 0): Set<string> {
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
export const idFieldsOf = (e: Endpoint) =>
  [...fieldsOf(e.request)].filter((f) => {
    const name = f.split('.').pop()!;
    return ID_NAME.test(name) || REFERENCE_FIELDS.has(name);
  });

export const OWNED = 'owned' as const;
/**
 * What each id field names. `owned`: a resource of the caller, attacked by CASES below. A string: why
 * another user's value is not a leak (public things, credentials typed to sign in, the caller's own
 * idempotency or client ids).
 */
export const ID_FIELDS: Record<string, Record<string, typeof OWNED | string>> = {
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
  '/product/UpdateEvaluate': { _id: OWNED, imgs: OWNED },
  '/product/ReportEvaluate': { _id: 'public review: anyone who sees it may report it (hidden for them only)' },
  '/product/GetMerchantInfo': { mid: 'public merchant', addressId: OWNED },
  '/product/GetMerchantList': { addressId: OWNED },
  '/product/SearchFood': { addressId: OWNED },
  '/config/GetHomeConfig': { addressId: OWNED },
  '/order/CreateOrder': {
    mid: 'public merchant',
    addressId: OWNED,
    'products.pid': 'public product',
    'flight.ticketId': 'public flight',
  },
  '/order/CreatePayOrder': { oid: OWNED },
  '/order/GetDelivery': { mid: 'public merchant', addressId: OWNED },
  '/order/GetOrderInfo': { oid: OWNED },
  '/order/CancelOrder': { oid: OWNED },
  '/order/GetReorderCart': { oid: OWNED },
  '/order/GetPayQuote': { oid: OWNED },
  '/order/GetPayOnBehalfQuote': { pid: 'pay-on-behalf link: anyone holding it may pay (the quote is their own)' },
  '/order/GetPayOrderInfo': { pid: 'pay-on-behalf link: shared by its owner on purpose, unguessable' },
  '/order/GetPayUserInfo': { uid: 'public profile (display name and avatar), rate-limited' },
  '/order/PayInitiateOrder': { pid: 'pay-on-behalf link: anyone holding it may pay', quoteId: OWNED },
  '/order/PayOrder': { oid: OWNED, quoteId: OWNED },
  '/order/RefundOrder': { oid: OWNED, quoteId: OWNED },
  '/order/GetRefundQuote': { oid: OWNED },
  '/order/GetChangeQuote': { oid: OWNED, ticketId: 'public flight' },
  '/order/ChangeFlight': { oid: OWNED, quoteId: OWNED },
  '/user/SaveTraveller': { id: OWNED },
  '/user/DeleteTraveller': { id: OWNED },
  '/order/SearchOrderList': { oids: OWNED },
  '/order/SendPay': { uid: 'the recipient, any user', oid: OWNED, pid: OWNED },
  '/order/SetOrderReceiving': { oid: OWNED, addressId: OWNED },
  '/amount/Convert': { quoteId: OWNED },
  '/amount/Withdraw': { 'withdrawData.account': OWNED },
  '/PaypalCaptureOrder': { id: 'PayPal’s order id on the return from PayPal; credits only its own top-up' },
  '/chat/GetMessageList': { chatGroup_id: OWNED, beforeId: OWNED, afterId: OWNED },
  '/chat/MarkRead': { chatGroup_id: OWNED, lastId: OWNED },
  '/chat/OpenConversation': { toId: 'public profile: any user may be messaged (rate-limited)', oid: OWNED },
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
  '/admin/EvaluateReply': { _id: OWNED },
  '/admin/EvaluateHide': { _id: OWNED },
  '/admin/OrderRefundApprove': { oid: OWNED },
  '/admin/OrderRefundDecline': { oid: OWNED },
  '/admin/RechargeApprove': { rechargeId: OWNED },
  '/admin/RechargeReject': { rechargeId: OWNED },
  '/admin/UserFreeze': { uid: OWNED },
  '/admin/UserMute': { uid: OWNED, chatGroup_id: OWNED },
  '/admin/WithdrawApprove': { withdrawalId: OWNED },
  '/admin/WithdrawFail': { withdrawalId: OWNED },
  '/admin/WithdrawMarkPaid': { withdrawalId: OWNED },
  '/admin/WithdrawReject': { withdrawalId: OWNED },
  '/admin/UserDetail': { uid: OWNED },
  '/admin/OrderList': {
    mid: "a shop filter of operator lists; a merchant operator's list is their own shop whatever it names (admin-roles.test.ts)",
  },
  '/admin/OrderDetail': { oid: OWNED },
  '/admin/MerchantOrderStep': { oid: OWNED },
  '/admin/OrderRefund': { oid: OWNED },
  '/admin/NewsSave': { id: 'a news item: public content, edited by content operators only (admin-roles.test.ts)' },
  '/admin/UserResetWithdrawPassword': { uid: OWNED },
  '/admin/UserEndSessions': { uid: OWNED },
  '/admin/SupportMessages': { chatGroup_id: OWNED, beforeId: 'a cursor inside the support conversation it names' },
  '/admin/SupportReply': { chatGroup_id: OWNED, clientId: 'the operator screen’s own de-duplication id' },
  '/admin/LedgerJournalList': { uid: 'a filter of the finance ledger explorer', oid: 'a filter of the same' },
  '/admin/LedgerJournalDetail': { id: 'a ledger journal: finance and admin operators only (admin-roles.test.ts)' },
  '/admin/ShopMenu': {
    mid: "a shop: a merchant operator is held to their own, another shop's is refused (admin-shop.test.ts)",
  },
  '/admin/ShopHours': {
    mid: "a shop: a merchant operator is held to their own, another shop's is refused (admin-shop.test.ts)",
  },
  '/admin/PayoutList': {
    mid: "a shop whose payouts to list: finance and admin only, any shop's (admin-payouts.test.ts)",
  },
  '/admin/ShopEarnings': {
    mid: "a shop: a merchant operator is held to their own, another shop's is refused (admin-shop.test.ts)",
  },
  '/admin/ShopReviews': {
    mid: "a shop: a merchant operator is held to their own, another shop's is refused (admin-shop.test.ts)",
  },
  '/admin/ProductSave': {
    mid: "a shop: a merchant operator is held to their own, another shop's is refused (admin-shop.test.ts)",
    pid: "a product: a merchant operator's must be of their own shop, another shop's answers not found (admin-shop.test.ts)",
    categoryId: 'a menu category, checked to be of the same shop (admin-shop.test.ts)',
  },
  '/admin/ProductState': {
    pid: "a product: a merchant operator's must be of their own shop, another shop's answers not found (admin-shop.test.ts)",
  },
  '/admin/CategorySave': {
    mid: "a shop: a merchant operator is held to their own, another shop's is refused (admin-catalog.test.ts)",
    id: "a menu category: a merchant operator's must be of their own shop, another shop's answers not found (admin-catalog.test.ts)",
  },
  '/admin/CategorySort': {
    mid: "a shop: a merchant operator is held to their own, another shop's is refused (admin-catalog.test.ts)",
  },
  '/admin/ProductSpecs': {
    pid: "a product: a merchant operator's must be of their own shop, another shop's answers not found (admin-catalog.test.ts)",
  },
  '/admin/HotelNightsAdd': { pid: 'a hotel room type: catalogue data, admin and content only (admin-roles.test.ts)' },
  '/admin/MerchantSave': { mid: 'a merchant: catalogue data, admin and content only (admin-roles.test.ts)' },
  '/admin/AppVersionSave': {
    id: 'an app release: public, edited by content operators only (admin-roles.test.ts)',
    url: "the release's public download address (https or a path of this server), not an upload",
  },
  '/admin/ChannelSave': {
    id: 'a payment channel: platform configuration, admin and finance only (admin-roles.test.ts)',
  },
  '/admin/BonusRuleSave': {
    id: 'a top-up bonus rule: platform configuration, admin and finance only (admin-roles.test.ts)',
    channelId: 'a top-up channel: platform configuration, admin and finance only (admin-roles.test.ts)',
  },
  '/admin/BannerSave': { id: 'a home banner: public content, edited by content operators only (admin-roles.test.ts)' },
  '/admin/FareSave': { id: 'a flight fare: catalogue data, admin and content only (admin-roles.test.ts)' },
  '/admin/HelpSave': { id: 'a help article: public content, edited by content operators only (admin-roles.test.ts)' },
  '/admin/ShopPayouts': {
    mid: "a shop: a merchant operator is held to their own, another shop's is refused (admin-payouts.test.ts)",
  },
  '/admin/PayoutRequest': {
    mid: "a shop: a merchant operator is held to their own, another shop's is refused (admin-payouts.test.ts)",
  },
  '/admin/PayoutApprove': { payoutId: 'a shop payout: finance and admin operators only (admin-roles.test.ts)' },
  '/admin/PayoutMarkPaid': { payoutId: 'a shop payout: finance and admin operators only (admin-roles.test.ts)' },
  '/admin/PayoutFail': { payoutId: 'a shop payout: finance and admin operators only (admin-roles.test.ts)' },
  '/admin/PayoutReject': { payoutId: 'a shop payout: finance and admin operators only (admin-roles.test.ts)' },
};

/** Operations whose requests name nothing by id. */
export const ID_FREE = [
  '/config/GetCountry',
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
  '/product/GetAirports',
  '/product/GetFlightDates',
  '/user/GetTravellers',
  '/user/GetReferralInfo',
  '/user/GetInvitedUsers',
  '/user/GetRebateList',
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
  '/admin/Logout',
  '/admin/EvaluateReports',
  '/product/GetToReviewList',
  '/admin/WithdrawList',
  '/admin/RechargeList',
  '/admin/AuditList',
  '/admin/Dashboard',
  '/admin/SupportInbox',
  '/admin/LedgerCheck',
  '/admin/UserList',
  '/admin/NewsList',
  '/admin/BannerList',
  '/admin/HelpList',
  '/admin/FlightList',
  '/admin/ImageUpload',
  '/admin/ProtocolList',
  '/admin/ProtocolSave',
  '/admin/ChannelList',
  '/admin/RateList',
  '/admin/RateSave',
  '/admin/AppVersionList',
  '/admin/MerchantList',
  '/admin/ChannelCreate',
  '/admin/BonusRuleList',
  '/admin/CountryList',
  '/admin/CountrySave',
];

/**
 * Operations of the contract the server does not serve yet (they answer an unknown path to everyone, so B
 * learns nothing). Asserted: once one is served, it must leave this list and its owner check is then tested.
 */
export const NOT_SERVED: string[] = [];
