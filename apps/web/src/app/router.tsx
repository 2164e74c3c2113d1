import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { BootSplash } from './components/boot-splash';
import { RouteError } from './components/route-error';
import { entryLoader } from './entry-loader';
import { RootLayout } from './layouts/root-layout';
import { TabLayout } from './layouts/tab-layout';
import { pageRoute } from './page-route';

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    id: 'root',
    Component: RootLayout,
    HydrateFallback: BootSplash,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: entryLoader, Component: BootSplash },
      { path: paths.entryAlias, loader: entryLoader, Component: BootSplash },
      {
        id: 'tabs',
        Component: TabLayout,
        ErrorBoundary: RouteError,
        children: [
          pageRoute('home', () => import('./routes/home/home')),
          pageRoute('orderList', () => import('./routes/order/order-list')),
          pageRoute('msg', () => import('./routes/chat/msg')),
          pageRoute('user', () => import('./routes/user/user')),
        ],
      },
      {
        ErrorBoundary: RouteError,
        children: [
          pageRoute('login', () => import('./routes/auth/login')),
          pageRoute('pc', () => import('./routes/auth/pc')),
          pageRoute('register', () => import('./routes/auth/register')),
          pageRoute('forgetPwd', () => import('./routes/auth/forget-pwd')),
          pageRoute('thirdLogin', () => import('./routes/auth/third-login')),
          pageRoute('category', () => import('./routes/takeout/category')),
          pageRoute('takeout', () => import('./routes/takeout/takeout')),
          pageRoute('merchant', () => import('./routes/takeout/merchant')),
          pageRoute('productDetail', () => import('./routes/takeout/product-detail')),
          pageRoute('confirmTakeoutOrder', () => import('./routes/takeout/confirm-takeout-order')),
          pageRoute('takeoutOrderDetail', () => import('./routes/order/takeout-order-detail')),
          pageRoute('bookAFlight', () => import('./routes/flight/book-a-flight')),
          pageRoute('chooseAFlight', () => import('./routes/flight/choose-a-flight')),
          pageRoute('flightDetail', () => import('./routes/flight/flight-detail')),
          pageRoute('confirmFlight', () => import('./routes/flight-booking/confirm-flight')),
          pageRoute('flightOrderDetail', () => import('./routes/flight-booking/flight-order-detail')),
          pageRoute('bookAHotel', () => import('./routes/hotel/book-a-hotel')),
          pageRoute('hotelDetail', () => import('./routes/hotel/hotel-detail')),
          pageRoute('confirmHotel', () => import('./routes/hotel/confirm-hotel')),
          pageRoute('hotelOrderDetail', () => import('./routes/hotel/hotel-order-detail')),
          pageRoute('rechargeCenter', () => import('./routes/wallet/recharge-center')),
          pageRoute('transactionRecord', () => import('./routes/wallet/transaction-record')),
          pageRoute('withdraw', () => import('./routes/wallet/withdraw')),
          pageRoute('payInfo', () => import('./routes/wallet/pay-info')),
          pageRoute('userPayment', () => import('./routes/wallet/user-payment')),
          pageRoute('payPalH5', () => import('./routes/wallet/pay-pal-h5')),
          pageRoute('payOnBehalf', () => import('./routes/order/pay-on-behalf')),
          pageRoute('orderComment', () => import('./routes/review/order-comment')),
          pageRoute('myComment', () => import('./routes/review/my-comment')),
          pageRoute('commentList', () => import('./routes/review/comment-list')),
          pageRoute('userInfo', () => import('./routes/account/user-info')),
          pageRoute('updatePwd', () => import('./routes/account/update-pwd')),
          pageRoute('updateWithdrawPwd', () => import('./routes/account/update-withdraw-pwd')),
          pageRoute('changeBindAccount', () => import('./routes/account/change-bind-account')),
          pageRoute('realInfo', () => import('./routes/account/real-info')),
          pageRoute('chooseCountry', () => import('./routes/account/choose-country')),
          pageRoute('userAddress', () => import('./routes/address/user-address')),
          pageRoute('optionUserAddress', () => import('./routes/address/option-user-address')),
          pageRoute('chooseLocation', () => import('./routes/address/choose-location')),
          pageRoute('chat', () => import('./routes/chat/chat')),
          pageRoute('rich', () => import('./routes/content/rich')),
          pageRoute('infoList', () => import('./routes/content/info-list')),
          pageRoute('infoDetail', () => import('./routes/content/info-detail')),
          pageRoute('update', () => import('./routes/system/update')),
          pageRoute('invite', () => import('./routes/user/invite')),
          { path: '*', lazy: async () => ({ Component: (await import('./routes/system/not-found')).default }) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
