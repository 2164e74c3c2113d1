/** Answers of the contract's config calls, shaped like the server's, for screen tests. */
export const thailand = {
  code: 'TH',
  name: 'Thailand',
  callingCode: '66',
  unit: 'THB',
  symbol: '฿',
  rate: 1,
  isLocal: true,
  digits: 2,
  perUsd: 35.5,
  flag: '🇹🇭',
};

export const merchant = {
  mid: '7',
  mType: 1,
  name: 'Krua Apsorn',
  category: 'thai',
  city: 'Bangkok',
  logo: '/assets/m.jpg',
  cover: '/assets/m.jpg',
  rating: 4.6,
  ratingCount: 120,
  sales: 3400,
  avgPrice: 900,
  deliveryFee: 100,
  minOrder: 500,
  unit: 'THB',
  stars: 0,
  tags: ['spicy'],
  open: true,
  opensAt: null,
  distance: 850,
  inRange: true,
};

export const article = {
  _id: '1',
  title: 'Songkran deals',
  summary: 'Save 30%',
  cover: '',
  publishedAt: '2025-04-10T00:00:00.000Z',
};

export const user = {
  token: 'tok',
  _id: '1',
  name: 'Somchai',
  account: 'somchai@example.com',
  head: null,
  currentCountry: thailand,
  symbol: '฿',
  address: {},
  inviteCode: 'WF8K2P',
  wallet: {
    balance: 10000,
    held: 0,
    unit: 'THB',
    symbol: '฿',
    digits: 2,
    wallets: [{ balance: 10000, held: 0, unit: 'THB', symbol: '฿', digits: 2 }],
  },
};

/** A direct chat with Ana: her last text message, two unread. */
export const chatMessage = {
  id: '12',
  chatGroup_id: '3',
  senderId: '2',
  sender: { _id: '2', name: 'Ana Lee', head: null },
  clientId: null,
  content: 'See you at seven',
  createdAt: '2025-04-10T09:30:00.000Z',
  kind: 'text',
};
export const conversation = {
  chatGroup_id: '3',
  kind: 'direct',
  name: 'Ana Lee',
  avatar: null,
  peer: { _id: '2', name: 'Ana Lee', head: null },
  lastMessage: chatMessage,
  unread: 2,
  lastReadId: '10',
  muted: false,
  updatedAt: chatMessage.createdAt,
};

export const answers: Record<string, unknown> = {
  '/user/GetReferralInfo': {
    inviteCode: 'WF8K2P',
    unit: 'THB',
    rates: {
      unit: 'THB',
      inviterReward: 7000,
      firstRechargeBp: 500,
      rechargeBp: 100,
      purchaseBp: 200,
      monthlyCap: 350000,
    },
    invited: 0,
    toppedUp: 0,
    earned: 0,
    pending: 0,
    reversed: 0,
    thisMonth: 0,
  },
  '/user/GetInvitedUsers': { list: [], total: 0, page: 1, limt: 20, hasMore: false },
  '/user/GetRebateList': { list: [], total: 0, page: 1, limt: 20, hasMore: false },
  '/config/info': { pageMaxWidth: 750, languages: [], version: '2.0.0' },
  '/config/GetCountry': { list: [thailand], areas: [], defaultCode: 'US', referenceUnit: 'USD' },
  '/config/GetHomeConfig': {
    banners: [{ id: 'b1', image: '/assets/b.jpg', title: 'Songkran festival', link: '/pages/takeout/takeout' }],
    services: [
      { key: 'food', icon: 'food', link: '/pages/takeout/takeout' },
      { key: 'flights', icon: 'flights', link: '/pages/book_a_flight/book_a_flight' },
      { key: 'hotels', icon: 'hotels', link: '/pages/book_a_hotel/book_a_hotel' },
      { key: 'wallet', icon: 'wallet', link: '/pages/recharge_center/recharge_center' },
    ],
    news: [article],
    merchants: [merchant],
  },
  '/product/GetMerchantList': { list: [merchant], total: 1, page: 1, limt: 20, hasMore: false },
  '/config/GetNewList': { list: [article], total: 1, page: 1, limt: 20, hasMore: false },
  '/config/GetHelpList': { list: [article], total: 1, page: 1, limt: 20, hasMore: false },
  '/config/GetNewInfo': { ...article, content: '<p>Body</p>' },
  '/config/GetHelpInfo': { ...article, content: '<p>Body</p>' },
  '/config/GetProtocol': {
    key: 'user_agreement',
    title: 'User Agreement',
    content: '<p>Terms</p>',
    updatedAt: '2025-01-01',
  },
  '/user/GetUserInfo': user,
  '/chat/GetConversationList': { list: [conversation], total: 1, page: 1, limt: 20, hasMore: false, totalUnread: 2 },
  '/chat/GetMessageList': { list: [chatMessage], hasMore: false },
  '/chat/MarkRead': { total: 0, list: [] },
  '/user/GetChatGroupInfo': {
    chatGroup_id: '3',
    kind: 'direct',
    name: 'Ana Lee',
    avatar: null,
    members: [],
    memberCount: 2,
    muted: false,
    lastReadId: '10',
    lastMessageId: '12',
  },
  '/AppUpdate': { update: false, version: '2.0.0', code: 200, url: '', notes: '', force: false },
};

/** Words that come from the answers above (data, not UI text). */
export const dataTexts = new Set([
  thailand.name,
  merchant.name,
  merchant.city,
  article.title,
  article.summary,
  'Songkran festival',
  'Body',
  'Terms',
  'User Agreement',
  user.name,
  user.account,
  user.inviteCode,
  conversation.name,
  chatMessage.content,
]);

export function mockFetch(overrides: Record<string, unknown> = {}) {
  return async (input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const path =
      String(input)
        .replace(/^\/api/, '')
        .split('?')[0] ?? '';
    const all = { ...answers, ...overrides };
    const data = path in all ? all[path] : undefined;
    const body =
      data === undefined ? { status: 1106, data: null, msg: 'unknown_path' } : { status: 0, data, msg: 'success' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
