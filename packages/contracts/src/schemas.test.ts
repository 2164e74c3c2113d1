import { describe, expect, it } from 'vitest';
import { id } from './common';
import { withdraw } from './endpoints/amount/withdraw';
import { createOrder } from './endpoints/order/create-order';
import { payOrder } from './endpoints/order/pay-order';
import { getMerchantList } from './endpoints/product/get-merchant-list';
import { searchHotels } from './endpoints/product/search-hotels';
import { priceInterval } from './endpoints/product/shared';
import { createAddress } from './endpoints/user/create-address';
import { outAccountLogin } from './endpoints/user/out-account-login';
import { register } from './endpoints/user/register';
import { setWithdrawalPassword } from './endpoints/user/set-withdrawal-password';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, body: unknown) =>
  expect(schema.safeParse(body).success).toBe(true);
const bad = (schema: { safeParse: (v: unknown) => { success: boolean } }, body: unknown) =>
  expect(schema.safeParse(body).success).toBe(false);

const registerBody = {
  account: 'new@wayfare.test',
  logonPassword: 'correct horse',
  code: '123456',
  codeToken: 'tok_0123456789abcdef',
};

describe('id', () => {
  it('accepts digit strings and positive integers, always as a string', () => {
    expect(id.parse('12')).toBe('12');
    expect(id.parse(12)).toBe('12');
  });
  it('rejects anything else', () => {
    for (const v of ['abc', '', '1.5', -1, 0, 1.5, null, '12abc']) bad(id, v);
  });
});

describe('user requests', () => {
  it('Register: invite code and country are optional; account is required', () => {
    ok(register.request, registerBody);
    ok(register.request, { ...registerBody, inviteCode: 'ABC123', countryCode: 'TH' });
    const { account: _omit, ...noAccount } = registerBody;
    bad(register.request, noAccount);
    bad(register.request, { ...registerBody, account: 'not an account' });
    bad(register.request, { ...registerBody, code: '12345' });
    bad(register.request, { ...registerBody, countryCode: 'Thailand' });
  });

  it('Register: passwords are 8-128 characters of any script, emoji counted once', () => {
    ok(register.request, { ...registerBody, logonPassword: '🔒'.repeat(64) });
    ok(register.request, { ...registerBody, logonPassword: 'รหัสผ่านยาว' });
    bad(register.request, { ...registerBody, logonPassword: 'short' });
    bad(register.request, { ...registerBody, logonPassword: 'x'.repeat(129) });
  });

  it('strips a token sent in the body instead of failing on it', () => {
    const parsed = register.request.parse({ ...registerBody, token: 'abc' });
    expect('token' in parsed).toBe(false);
  });

  it('CreateAddress: coordinates must be on the globe', () => {
    const body = { name: 'Ann', phone: '+66 81 234 5678', address: '1 Sukhumvit', latitude: 13.7, longitude: 100.5 };
    const parsed = createAddress.request.parse(body);
    expect(parsed.label).toBe('');
    ok(createAddress.request, { ...body, label: 'Home' });
    bad(createAddress.request, { ...body, latitude: 200 });
    bad(createAddress.request, { ...body, longitude: -181 });
    bad(createAddress.request, { ...body, label: 'Gym' });
    bad(createAddress.request, { ...body, latitude: '13.7' });
  });

  it('SetWithdrawalPassword: six digits, and either the old password or a code', () => {
    ok(setWithdrawalPassword.request, { oldPaw: 'login password', newPaw: '135790' });
    ok(setWithdrawalPassword.request, { newPaw: '135790', code: '123456', codeToken: 'tok_0123456789' });
    bad(setWithdrawalPassword.request, { newPaw: '135790' });
    bad(setWithdrawalPassword.request, { oldPaw: 'x', newPaw: '1234' });
  });

  it('OutAccountLogin: needs the proof that matches accountType', () => {
    const telegram = { id: 42, first_name: 'Ann', auth_date: 1_700_000_000, hash: 'a'.repeat(64) };
    ok(outAccountLogin.request, { accountType: 'telegram', account: 'ann', outAccountId: '42', telegram });
    ok(outAccountLogin.request, { accountType: 'line', line: { code: 'c0de', state: 'state-123456' } });
    bad(outAccountLogin.request, { accountType: 'telegram', outAccountId: '42', name: 'Ann' });
    bad(outAccountLogin.request, { accountType: 'line', telegram });
    bad(outAccountLogin.request, { accountType: 'telegram', telegram: { ...telegram, hash: 'nothex' } });
  });
});

describe('product requests', () => {
  it('GetMerchantList: page size (limt) 1-100, price interval ordered', () => {
    const parsed = getMerchantList.request.parse({});
    expect(parsed).toMatchObject({ page: 1, limt: 20, sort: 'default' });
    ok(getMerchantList.request, { mType: 1, limt: 10, isHmoe: 1, priceInterval: [100, 2000] });
    ok(getMerchantList.request, { priceInterval: [null, 2000] });
    bad(getMerchantList.request, { limt: 0 });
    bad(getMerchantList.request, { limt: 101 });
    // The server answers a reversed interval with its own catalogue code (PriceIntervalInvalid); forms use
    // the refined `priceInterval` to say so before sending.
    ok(getMerchantList.request, { priceInterval: [2000, 100] });
    bad(getMerchantList.request, { priceInterval: [-1, 100] });
    bad(priceInterval, [2000, 100]);
    ok(priceInterval, [100, 2000]);
    bad(getMerchantList.request, { mType: 9 });
    bad(getMerchantList.request, { latitude: 13.7 });
  });

  it('SearchHotels: dates and guests (stay length is a catalogue error of the server)', () => {
    const body = { city: 'Bangkok', checkIn: '2030-01-10', checkOut: '2030-01-12', guests: 2 };
    ok(searchHotels.request, body);
    ok(searchHotels.request, {
      ...body,
      stars: [4, 5],
      minRating: 4.5,
      amenities: ['pool'],
      latitude: 13.7,
      longitude: 100.5,
    });
    bad(searchHotels.request, { ...body, checkOut: '2030-02-30' });
    bad(searchHotels.request, { ...body, guests: 0 });
    bad(searchHotels.request, { ...body, amenities: ['helipad'] });
    bad(searchHotels.request, { ...body, latitude: 13.7 });
  });
});

describe('order and wallet requests', () => {
  it('CreateOrder: takeout needs items and an address', () => {
    const body = { mid: '3', amount: 1500, pType: 1, addressId: 7, products: [{ pid: 11, quantity: 2 }] };
    ok(createOrder.request, body);
    bad(createOrder.request, { ...body, addressId: undefined });
    bad(createOrder.request, { ...body, products: [] });
    bad(createOrder.request, { ...body, amount: 15.5 });
    bad(createOrder.request, { ...body, pType: 4 });
  });

  it('CreateOrder: a flight needs the ticket and passengers', () => {
    const flight = { ticketId: 5, cabin: 'economy', contactPhone: '+66812345678' };
    const passengers = [{ name: 'Ann Lee', idNumber: 'P1234567', idType: 'passport', idExpiry: '2031-05-01' }];
    ok(createOrder.request, { amount: 9900, pType: 2, flight, passengers });
    bad(createOrder.request, { amount: 9900, pType: 2, flight });
  });

  it('a passenger: a name without digits, an ID number of its type, a passport with its expiry', () => {
    const flight = { ticketId: 5, cabin: 'economy', contactPhone: '+66812345678' };
    const order = (p: object) => ({ amount: 9900, pType: 2, flight, passengers: [p] });
    ok(createOrder.request, order({ name: 'Somchai Jaidee', idNumber: '1-1037-00123-45-6' }));
    ok(createOrder.request, order({ name: 'สมชาย ใจดี', idNumber: '110101199003074512' }));
    ok(createOrder.request, order({ name: "Mary-Jane O'Neil", idNumber: '11010119900307451X' }));
    ok(createOrder.request, order({ name: '王小明', idType: 'other', idNumber: 'ab-1234' }));
    const parsed = createOrder.request.parse(
      order({ name: 'Ann', idNumber: 'a123 4567', idType: 'passport', idExpiry: '2031-01-01' }),
    );
    expect(parsed.passengers[0]!.idNumber).toBe('A1234567');
    bad(createOrder.request, order({ name: 'R2D2', idNumber: '1103700123456' }));
    bad(createOrder.request, order({ name: 'Ann', idNumber: 'ABC12345' }));
    bad(createOrder.request, order({ name: 'Ann', idType: 'passport', idNumber: 'A1234567' }));
    bad(createOrder.request, order({ name: 'Ann', idType: 'passport', idNumber: 'A1', idExpiry: '2031-01-01' }));
  });

  it('Withdraw: a positive whole amount and a six-digit password', () => {
    const body = {
      channelCode: 'bank',
      country_code: 'TH',
      amount: 5000,
      withdrawalPassword: '135790',
      withdrawData: { account: '1234567890' },
    };
    ok(withdraw.request, body);
    ok(withdraw.request, { ...body, idempotencyKey: 'wd-2030-01-01-abcdef' });
    bad(withdraw.request, { ...body, amount: -100 });
    bad(withdraw.request, { ...body, amount: 0 });
    bad(withdraw.request, { ...body, amount: 10.5 });
    bad(withdraw.request, { ...body, withdrawalPassword: undefined });
  });

  it('PayOrder: the idempotency key has a safe shape', () => {
    ok(payOrder.request, { oid: '9', idempotencyKey: 'pay-9-0123456789' });
    bad(payOrder.request, { oid: '9', idempotencyKey: 'short' });
    bad(payOrder.request, { oid: '9', idempotencyKey: 'has spaces in it' });
  });
});
