/**
 * Every route of spec section 2, exactly as the original app spells them (`thrid_login`, `payInfo`),
 * so shared links and bookmarks keep opening. `auth` pages need a login; `tab` pages carry the tab bar.
 */
export const paths = {
  entry: '/',
  entryAlias: '/pages/index/index',
  login: '/pages/login/login',
  pc: '/pc',
  register: '/pages/register/register',
  forgetPwd: '/pages/forget_pwd/forget_pwd',
  thirdLogin: '/pages/thrid_login/thrid_login',

  home: '/pages/home/home',
  orderList: '/pages/order_list/order_list',
  msg: '/pages/msg/msg',
  user: '/pages/user/user',

  category: '/pages/category/category',

  takeout: '/pages/takeout/takeout',
  merchant: '/pages/merchant/merchant',
  productDetail: '/pages/product_detail/product_detail',
  confirmTakeoutOrder: '/pages/confirm_takeout_order/confirm_takeout_order',
  takeoutOrderDetail: '/pages/takeout_order_detail/takeout_order_detail',

  bookAFlight: '/pages/book_a_flight/book_a_flight',
  chooseAFlight: '/pages/choose_a_flight/choose_a_flight',
  flightDetail: '/pages/flight_detail/flight_detail',
  confirmFlight: '/pages/confirm_flight/confirm_flight',
  flightOrderDetail: '/pages/flight_order_detail/flight_order_detail',

  bookAHotel: '/pages/book_a_hotel/book_a_hotel',
  hotelDetail: '/pages/hotel_detail/hotel_detail',
  confirmHotel: '/pages/confirm_hotel/confirm_hotel',
  hotelOrderDetail: '/pages/hotel_order_detail/hotel_order_detail',

  rechargeCenter: '/pages/recharge_center/recharge_center',
  transactionRecord: '/pages/transaction_record/transaction_record',
  withdraw: '/pages/withdraw/withdraw',
  payInfo: '/pages/payInfo/payInfo',
  userPayment: '/pages/user_payment/user_payment',
  payPalH5: '/pages/pay_pal_h5/pay_pal_h5',
  payOnBehalf: '/pay_on_behalf',

  orderComment: '/pages/order_comment/order_comment',
  myComment: '/pages/my_comment/my_comment',
  commentList: '/pages/comment_list/comment_list',

  userInfo: '/pages/user_info/user_info',
  updatePwd: '/pages/update_pwd/update_pwd',
  updateWithdrawPwd: '/pages/update_withdraw_pwd/update_withdraw_pwd',
  changeBindAccount: '/pages/change_bind_account/change_bind_account',
  realInfo: '/pages/real_info/real_info',
  chooseCountry: '/pages/choose_country/choose_country',

  userAddress: '/pages/user_address/user_address',
  optionUserAddress: '/pages/option_user_address/option_user_address',
  chooseLocation: '/pages/choose_location/choose_location',

  chat: '/pages/chat/chat',
  rich: '/pages/rich/rich',
  infoList: '/pages/info_list/info_list',
  infoDetail: '/pages/info_detail/info_detail',
  update: '/pages/update/update',

  /** Addition (issue 17): the referral page (invite code, link and QR, friends, rewards), from the profile. */
  invite: '/pages/invite/invite',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

export const tabPaths: readonly AppPath[] = [paths.home, paths.orderList, paths.msg, paths.user];

/** Pages a visitor may open without logging in (everything else sends them to login first). */
export const publicPaths: ReadonlySet<string> = new Set<string>([
  paths.entry,
  paths.entryAlias,
  paths.login,
  paths.pc,
  paths.register,
  paths.forgetPwd,
  paths.thirdLogin,
  paths.home,
  paths.category,
  paths.takeout,
  paths.merchant,
  paths.productDetail,
  paths.bookAFlight,
  paths.chooseAFlight,
  paths.flightDetail,
  paths.bookAHotel,
  paths.hotelDetail,
  paths.commentList,
  paths.payOnBehalf,
  paths.chooseCountry,
  paths.rich,
  paths.infoList,
  paths.infoDetail,
  paths.update,
]);

const allPaths: ReadonlySet<string> = new Set<string>(Object.values(paths));

/** `pages/x/x?a=1` and `/pages/x/x/` both name `/pages/x/x`. */
export function pathOf(url: string): string {
  const bare = url.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

export const isKnownPath = (url: string) => allPaths.has(pathOf(url));
export const isTabPath = (url: string) => tabPaths.includes(pathOf(url) as AppPath);
export const isEntryPath = (url: string) => pathOf(url) === paths.entry || pathOf(url) === paths.entryAlias;

/** A url with query parameters; empty values are left out. */
export function href(path: AppPath, query?: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The login page, coming back to `back` (a path with its query) afterwards: what a logged-out visit to a
 * page behind login does, and what a session that expires on a page does. Login, the entry and unknown
 * pages are not worth coming back to.
 */
export function loginHref(back?: string | null): string {
  const worth = back && isKnownPath(back) && !isEntryPath(back) && pathOf(back) !== paths.login;
  return href(paths.login, { redirect: worth ? back : undefined });
}
