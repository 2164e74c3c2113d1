import { allEndpoints } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { postAddBank } from './add-bank';
import { postConvert } from './convert';
import { postDelBank } from './del-bank';
import { fetchAmountsList } from './get-amounts-list';
import { fetchBanks } from './get-banks';
import { fetchExchange } from './get-exchange';
import { fetchRechargeConfig } from './get-recharge-config';
import { fetchRechargeList } from './get-recharge-list';
import { fetchWithdrawConfig } from './get-withdraw-config';
import { fetchWithdrawList } from './get-withdraw-list';
import { fetchPaypalCapture } from './paypal-capture-order';
import { postRecharge } from './recharge';
import { postUpdateBank } from './update-bank';
import { postWithdraw } from './withdraw';

const fetchers = [
  postAddBank,
  postConvert,
  postDelBank,
  fetchAmountsList,
  fetchBanks,
  fetchExchange,
  fetchRechargeConfig,
  fetchRechargeList,
  fetchWithdrawConfig,
  fetchWithdrawList,
  fetchPaypalCapture,
  postRecharge,
  postUpdateBank,
  postWithdraw,
];

describe('wallet fetchers', () => {
  it.each(fetchers.map((f) => [f.path, f] as const))('%s is a contract endpoint with the same method', (path, f) => {
    const endpoint = allEndpoints.find((e) => e.path === path);
    expect(endpoint, `${path} is not in the contract`).toBeDefined();
    expect(f.method).toBe(endpoint?.method);
  });

  it('captures PayPal orders with GET, as the spec says', () => {
    expect(fetchPaypalCapture.method).toBe('GET');
  });
});
