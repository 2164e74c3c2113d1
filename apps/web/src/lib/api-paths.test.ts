import { allEndpoints } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { postCodeSetPaw } from '@/features/account/api/code-set-paw';
import { postDelUser } from '@/features/account/api/del-user';
import { postLineLoginStart } from '@/features/account/api/line-login-start';
import { postLogin } from '@/features/account/api/login';
import { postLogout } from '@/features/account/api/logout';
import { postOutAccountLogin } from '@/features/account/api/out-account-login';
import { postRegister } from '@/features/account/api/register';
import { postSaveRealInfo } from '@/features/account/api/save-real-info';
import { postUserSaveInfos } from '@/features/account/api/save-user-country';
import { postSendCode } from '@/features/account/api/send-code';
import { postSetAccount } from '@/features/account/api/set-account';
import { postSetHead } from '@/features/account/api/set-head';
import { postSetLogonPassword } from '@/features/account/api/set-logon-password';
import { postSetWithdrawalPassword } from '@/features/account/api/set-withdrawal-password';
import { uploadAvatar } from '@/features/account/api/upload-avatar';
import { postAppUpdate } from '@/features/app-config/api/check-app-update';
import { fetchAppInfo } from '@/features/app-config/api/get-app-info';
import { fetchHelpInfo, fetchNewsInfo } from '@/features/content/api/get-article';
import { fetchHelpList, fetchNewsList } from '@/features/content/api/get-article-list';
import { fetchProtocol } from '@/features/content/api/get-protocol';
import { fetchCountries } from '@/features/country/api/get-country';
import { fetchHomeConfig } from '@/features/home/api/get-home-config';
import { fetchRefundQuote } from '@/features/order/api/get-refund-quote';
import { postRefundAtQuote } from '@/features/order/api/refund-order';
import { fetchOrderNum, fetchUserInfo } from './user-reads';

/** The browser imports endpoint types only (no zod in the bundle); this keeps its paths honest. */
const fetchers = [
  fetchRefundQuote,
  postRefundAtQuote,
  fetchUserInfo,
  fetchOrderNum,
  postSendCode,
  postRegister,
  postCodeSetPaw,
  postSetLogonPassword,
  postSetWithdrawalPassword,
  postSetAccount,
  postSetHead,
  postSaveRealInfo,
  postDelUser,
  postOutAccountLogin,
  postLineLoginStart,
  uploadAvatar,
  postLogin,
  postLogout,
  postUserSaveInfos,
  postAppUpdate,
  fetchAppInfo,
  fetchHelpInfo,
  fetchNewsInfo,
  fetchHelpList,
  fetchNewsList,
  fetchProtocol,
  fetchCountries,
  fetchHomeConfig,
];

describe('typed fetchers', () => {
  it.each(fetchers.map((f) => [f.path, f] as const))('%s is a contract endpoint with the same method', (path, f) => {
    const endpoint = allEndpoints.find((e) => e.path === path);
    expect(endpoint, `${path} is not in the contract`).toBeDefined();
    expect(f.method).toBe(endpoint?.method);
  });
});
