import { A_SECRETS, addressBody, bankBody, key, type World } from './access-matrix-world';
import { clientId } from './chat-fixtures';
import { largeNoodlesWithEgg } from './food-fixtures';
import { PIN } from './wallet-fixtures';

/**
 * The attacks of the access matrix: for every OWNED field of access-matrix-table.ts at least one call of user
 * B's naming user A's resource.
 */
export type Case = {
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

export const CASES: Case[] = [
  // addresses
  { op: '/user/UpdateAddress', fields: ['id'], body: (w) => ({ id: w.aAddress, ...addressBody('Bob') }), owner: null },
  { op: '/user/DeleteAddress', fields: ['id'], body: (w) => ({ id: w.aSpareAddress }) },
  { op: '/order/GetDelivery', fields: ['addressId'], body: (w) => ({ mid: w.m.id, addressId: w.aAddress }) },
  { op: '/product/GetMerchantInfo', fields: ['addressId'], body: (w) => ({ mid: w.m.id, addressId: w.aAddress }) },
  { op: '/product/GetMerchantList', fields: ['addressId'], body: (w) => ({ mType: 1, addressId: w.aAddress }) },
  { op: '/config/GetHomeConfig', fields: ['addressId'], body: (w) => ({ addressId: w.aAddress }) },
  { op: '/product/SearchFood', fields: ['addressId'], body: (w) => ({ text: 'noodles', addressId: w.aAddress }) },
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
  // A's own call would cancel the order the other cases use.
  { op: '/order/CancelOrder', fields: ['oid'], body: (w) => ({ oid: w.aOrder, reason: 'not mine' }), owner: null },
  // A's own answer (not finished yet: NotReorderable) differs from B's (does not exist).
  { op: '/order/GetReorderCart', fields: ['oid'], body: (w) => ({ oid: w.aOrder }) },
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
    op: '/order/RefundOrder',
    fields: ['oid', 'quoteId'],
    body: (w) => ({ oid: w.aPaidOrder, quoteId: w.aRefundQuote }),
    owner: null,
  },
  { op: '/order/GetRefundQuote', fields: ['oid'], body: (w) => ({ oid: w.aPaidOrder }) },
  { op: '/order/GetChangeQuote', fields: ['oid'], body: (w) => ({ oid: w.aPaidOrder, ticketId: '1' }) },
  {
    op: '/order/ChangeFlight',
    fields: ['oid', 'quoteId'],
    body: (w) => ({ oid: w.aPaidOrder, quoteId: w.aRefundQuote, idempotencyKey: key() }),
    owner: null,
  },
  // saved travellers
  {
    op: '/user/SaveTraveller',
    fields: ['id'],
    body: (w) => ({ id: w.aTraveller, name: 'Bob Builder', idType: 'id_card', idNumber: '1103700654321' }),
    owner: null,
  },
  { op: '/user/DeleteTraveller', fields: ['id'], body: (w) => ({ id: w.aTraveller }), owner: null },
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
  {
    op: '/order/PayInitiateOrder',
    fields: ['quoteId'],
    body: (w) => ({ pid: w.aPid, country_code: 'TH', payType: 'wallet', quoteId: w.aPayQuote, idempotencyKey: key() }),
    owner: null,
  },
  { op: '/order/SendPay', fields: ['oid', 'pid'], body: (w) => ({ uid: w.b.id, oid: w.aOrder, pid: w.aPid }) },
  {
    op: '/product/Evaluate',
    fields: ['oid', 'imgs'],
    body: (w) => ({ oid: w.aPaidOrder, score: 5, content: 'great', imgs: [w.aAvatar] }),
  },
  {
    op: '/product/Evaluate',
    fields: ['imgs'],
    body: (w) => ({ oid: w.bDoneOrder, score: 5, content: 'with your photo', imgs: [w.aReviewPhoto] }),
    owner: null,
  },
  {
    op: '/product/UpdateEvaluate',
    fields: ['_id'],
    body: (w) => ({ _id: w.aReview, score: 1, content: 'rewritten by B', imgs: [] }),
    owner: (w) => ({ _id: w.aReview, score: 4, content: 'still mine', imgs: [w.aReviewPhoto] }),
  },
  {
    op: '/product/UpdateEvaluate',
    fields: ['imgs'],
    body: (w) => ({ _id: w.aReview, score: 4, content: 'photo', imgs: [w.aReviewPhoto] }),
    owner: null,
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
    // Support opened from another user's order: no card of it, no chat opened.
    op: '/chat/OpenConversation',
    fields: ['oid'],
    body: (w) => ({ support: true, oid: w.aOrder }),
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
  { op: '/admin/OrderRefundApprove', fields: ['oid'], body: (w) => ({ oid: w.aOrder }), owner: null },
  { op: '/admin/OrderRefundDecline', fields: ['oid'], body: (w) => ({ oid: w.aOrder, reason: 'x' }), owner: null },
  { op: '/admin/RechargeApprove', fields: ['rechargeId'], body: (w) => ({ rechargeId: w.aRecharge }), owner: null },
  { op: '/admin/RechargeReject', fields: ['rechargeId'], body: (w) => ({ rechargeId: w.aRecharge }), owner: null },
  { op: '/admin/UserFreeze', fields: ['uid'], body: (w) => ({ uid: w.a.id, frozen: true }), owner: null },
  { op: '/admin/UserDetail', fields: ['uid'], body: (w) => ({ uid: w.a.id }), owner: null },
  { op: '/admin/UserResetWithdrawPassword', fields: ['uid'], body: (w) => ({ uid: w.a.id, note: 'x' }), owner: null },
  { op: '/admin/UserEndSessions', fields: ['uid'], body: (w) => ({ uid: w.a.id }), owner: null },
  { op: '/admin/SupportMessages', fields: ['chatGroup_id'], body: (w) => ({ chatGroup_id: w.aGroup }), owner: null },
  {
    op: '/admin/SupportReply',
    fields: ['chatGroup_id'],
    body: (w) => ({ chatGroup_id: w.aGroup, content: 'x' }),
    owner: null,
  },
  { op: '/admin/OrderDetail', fields: ['oid'], body: (w) => ({ oid: w.aOrder }), owner: null },
  { op: '/admin/OrderRefund', fields: ['oid'], body: (w) => ({ oid: w.aOrder, note: 'x' }), owner: null },
  {
    op: '/admin/MerchantOrderStep',
    fields: ['oid'],
    body: (w) => ({ oid: w.aOrder, step: 'accept' }),
    owner: null,
  },
  {
    op: '/admin/UserMute',
    fields: ['uid', 'chatGroup_id'],
    body: (w) => ({ uid: w.a.id, muted: true, chatGroup_id: w.aGroup }),
    owner: null,
  },
  { op: '/admin/EvaluateReply', fields: ['_id'], body: (w) => ({ _id: w.aReview, content: 'thanks' }), owner: null },
  { op: '/admin/EvaluateHide', fields: ['_id'], body: (w) => ({ _id: w.aReview, hidden: true }), owner: null },
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
export const MULTIPART_CASES = [{ op: '/upload/File', fields: ['chatGroup_id'] }];

/**
 * The same world with every id of A's replaced by one that exists for nobody: B's answer must be the same for
 * both, so a refusal never tells B that A's thing exists.
 */
export const ghostOf = (w: World): World => ({
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
  aReview: '999999011',
  aReviewPhoto: '/uploads/review/AAAAAAAAAAAAAAAAAAAAAAAA.png',
});
