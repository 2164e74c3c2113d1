/** Spec section 4. Numbers are on the wire: never renumber. */

export const OrderStatus = {
  Unpaid: 0,
  InProgress: 1,
  CallingRider: 2,
  RiderToMerchant: 3,
  Delivering: 4,
  Completed: 5,
  Refunding: 6,
  Refunded: 7,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Order list tabs; `status` of `/order/GetOrderList`. */
/** The spec's three order-list tabs, and All (an addition: every order, completed and refunded ones too). */
export const OrderListTab = { PendingPayment: 0, ToReceive: 1, Refund: 2, All: 3 } as const;
export type OrderListTab = (typeof OrderListTab)[keyof typeof OrderListTab];

export const PaymentStatus = { Unpaid: 0, Paid: 1 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** `pType` of an order. */
export const OrderType = { Takeout: 1, Flight: 2, Hotel: 3, FriendPay: 4 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** `mType` of a merchant. */
export const MerchantType = { Food: 1, Hotel: 2 } as const;
export type MerchantType = (typeof MerchantType)[keyof typeof MerchantType];

export const TransactionType = {
  Recharge: 1,
  Withdrawal: 2,
  WithdrawalFailed: 3,
  OfflineRecharge: 4,
  OfflineWithdrawal: 5,
  InviterReward: 6,
  SubordinateRechargeRebate: 7,
  SubordinatePurchaseRebate: 8,
  SubordinateFirstRechargeRebate: 9,
  RechargeBonus: 10,
  WithdrawalBonus: 11,
  BuyGoods: 12,
  GoodsRefund: 13,
  OrderCompletedCredited: 14,
  /** The wallet texts' extra labels. */
  OrderSettled: 15,
  SubordinatePayOnBehalf: 16,
  /** Addition: money changed currency in a quoted conversion (one line per wallet). */
  CurrencyConversion: 17,
  Unknown: 99,
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export const RechargeStatus = { UnderReview: 0, Done: 1, Failed: 2 } as const;
export type RechargeStatus = (typeof RechargeStatus)[keyof typeof RechargeStatus];

export const WithdrawalStatus = {
  UnderReview: 0,
  Transferring: 1,
  Transferred: 2,
  TransferFailed: 3,
  Rejected: 4,
} as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

export const EducationOptions = [
  'primary_school',
  'middle_school',
  'high_school',
  'bachelor_degree',
  'master_degree',
  'doctoral_degree',
] as const;
export type Education = (typeof EducationOptions)[number];

export const SexOptions = ['male', 'female'] as const;
export type Sex = (typeof SexOptions)[number];

export const AddressLabels = ['Home', 'Work'] as const;

export const Locales = ['en', 'th-TH', 'hi-IN', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof Locales)[number];
export const FallbackLocale: Locale = 'en';

/** `sendType` of `/user/SendCode`: what the code is for (4, a login code, is an addition to the spec). */
export const CodePurpose = { Register: 1, Reset: 2, Rebind: 3, Login: 4 } as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];

/** Third-party account kinds for `/user/OutAccountLogin`. */
export const OutAccountType = { Telegram: 'telegram', Line: 'line' } as const;

export const AppVersion = { name: '2.0.0', code: 200 } as const;

/** `type` of `/user/SendCode`: what kind of account the code goes to. */
export const AccountKinds = ['email', 'phone'] as const;
export type AccountKind = (typeof AccountKinds)[number];

/** Kinds of payment account a user withdraws to (`type` of the bank object). */
export const PaymentAccountTypes = ['bank', 'ewallet', 'paypal', 'crypto'] as const;
export type PaymentAccountType = (typeof PaymentAccountTypes)[number];

/** Sort orders of `/product/GetMerchantList` and `/product/SearchHotels`. */
export const MerchantSorts = ['default', 'distance', 'rating', 'sales', 'priceAsc', 'priceDesc'] as const;
export type MerchantSort = (typeof MerchantSorts)[number];

export const Cabins = ['economy', 'business', 'first'] as const;
export type Cabin = (typeof Cabins)[number];
/** How a flight list is ordered. */
export const FlightSorts = ['departure', 'price', 'duration'] as const;

/** Hotel amenities (keys the client translates); `/product/SearchHotels` filters on all of those asked. */
export const HotelAmenities = [
  'free_wifi',
  'pool',
  'spa',
  'gym',
  'restaurant',
  'bar',
  'parking',
  'airport_shuttle',
  'air_conditioning',
  'family_rooms',
  'beachfront',
  'river_view',
  'sea_view',
  'city_view',
] as const;
export type HotelAmenity = (typeof HotelAmenities)[number];

/**
 * Rate plans of a hotel room type: `flexible` (free cancellation until a stated time, then a fee, then
 * non-refundable) and `non_refundable` (cheaper, no refund once booked).
 */
export const HotelRates = ['flexible', 'non_refundable'] as const;
export type HotelRate = (typeof HotelRates)[number];

/** Identity document of a passenger or hotel guest. */
export const IdTypes = ['id_card', 'passport', 'other'] as const;
export type IdType = (typeof IdTypes)[number];

/** Pay-on-behalf request state. */
export const PayRequestStatus = { Waiting: 0, Paid: 1, Expired: 2, Cancelled: 3 } as const;
export type PayRequestStatus = (typeof PayRequestStatus)[keyof typeof PayRequestStatus];

export const ConversationKinds = ['direct', 'support', 'group'] as const;
export type ConversationKind = (typeof ConversationKinds)[number];

/** Chat message kinds; `system` is written by the server only. */
export const ChatMessageKinds = ['text', 'image', 'file', 'order', 'pay_request', 'system'] as const;
export type ChatMessageKind = (typeof ChatMessageKinds)[number];

/**
 * Back-office roles: admin (everything), finance (money decisions), support (users, orders, chat), content
 * (news, help, banners), merchant (one shop's orders only; the operator row names the shop).
 */
export const OperatorRoles = ['admin', 'finance', 'support', 'content', 'merchant'] as const;
export type OperatorRole = (typeof OperatorRoles)[number];

/** What an upload is for; decides the size limit and who may read it. */
export const UploadPurposes = ['avatar', 'review', 'chat', 'refund'] as const;
export type UploadPurpose = (typeof UploadPurposes)[number];

/** The Intl tag each locale formats numbers, dates and amounts with. */
export const IntlTags: Record<Locale, string> = {
  en: 'en-US',
  'th-TH': 'th-TH',
  'hi-IN': 'hi-IN',
  'zh-Hans': 'zh-CN',
  'zh-Hant': 'zh-TW',
};
