import { ErrorCode } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, expectLedgerOk, operatorToken } from './wallet-fixtures';

/**
 * Money settings from the back office (issue 18): top-up bonus rules added, changed and hidden (and what a
 * user's top-up actually earns then), new top-up and withdrawal channels, and countries' currency, calling
 * code, names and enabled flag (a currency money exists in stays). Roles and audit rows of every call:
 * admin-roles.test.ts.
 */

type Rule = { id: string; unit: string; channelId: string | null; minAmount: number; bonus: number; enabled: boolean };
type RechargeConfig = {
  unit: string;
  channels: { channelCode: string }[];
  bonusRules: { minAmount: number; bonus: number; channelCode: string | null }[];
};

let t: TestApp;
let finance: string;
let content: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(t.database);
  finance = (await operatorToken(t, 'finance')).token;
  content = (await operatorToken(t, 'content')).token;
});
afterAll(() => t?.close());
afterEach(async () => {
  await expectLedgerOk(t.database);
});

const saveRule = (body: Record<string, unknown>, token = finance) =>
  t.call<Rule>('/admin/BonusRuleSave', body, { token });
const demoTopUp = (token: string, amount: number) =>
  t.call<{ status: number; amount: number; bonus: number; balance: number }>(
    '/amount/Recharge',
    { channelCode: 'demo', country_code: 'TH', amount },
    { token },
  );
const config = async (token: string) =>
  (await t.call<RechargeConfig>('/amount/GetRechargeConfig', { country_code: 'TH' }, { token })).data;

describe('top-up bonus rules', () => {
  it('a new rule changes the bonus a user gets and sees; hidden, it stops applying to new top-ups', async () => {
    const u = await createUser(t.database, { country: 'TH' });
    // Before: ฿3,000 reaches only the ฿1,500 rule (฿150).
    expect((await demoTopUp(u.token, 300_000)).data).toMatchObject({ amount: 300_000, bonus: 15_000 });

    const added = await saveRule({ unit: 'THB', minAmount: 300_000, bonus: 40_000 });
    expect(added.status, JSON.stringify(added)).toBe(0);
    expect(added.data).toMatchObject({ unit: 'THB', minAmount: 300_000, bonus: 40_000, enabled: true });
    expect((await config(u.token)).bonusRules).toEqual([
      { minAmount: 150_000, bonus: 15_000, channelCode: null },
      { minAmount: 300_000, bonus: 40_000, channelCode: null },
    ]);
    const after = await demoTopUp(u.token, 300_000);
    expect(after.data).toMatchObject({ status: 1, amount: 300_000, bonus: 40_000 });
    // A smaller top-up still earns the smaller step.
    expect((await demoTopUp(u.token, 200_000)).data.bonus).toBe(15_000);

    // Changed: the new bonus applies at once.
    const changed = await saveRule({ id: added.data.id, unit: 'THB', minAmount: 300_000, bonus: 45_000 });
    expect(changed.data.bonus).toBe(45_000);
    expect((await demoTopUp(u.token, 300_000)).data.bonus).toBe(45_000);

    // Hidden: gone from the app, and the next ฿3,000 earns the ฿1,500 step again.
    const hidden = await saveRule({
      id: added.data.id,
      unit: 'THB',
      minAmount: 300_000,
      bonus: 45_000,
      enabled: false,
    });
    expect(hidden.data.enabled).toBe(false);
    expect((await config(u.token)).bonusRules).toEqual([{ minAmount: 150_000, bonus: 15_000, channelCode: null }]);
    expect((await demoTopUp(u.token, 300_000)).data.bonus).toBe(15_000);
    // Listed for operators still (nothing is deleted).
    const list = await t.call<{ list: Rule[] }>('/admin/BonusRuleList', {}, { token: finance });
    expect(list.data.list.find((r) => r.id === added.data.id)).toMatchObject({ enabled: false, bonus: 45_000 });

    // Audited with before and after.
    const audits = await rawQuery(t.database.db, 'select action, data from audit_log where target = $1 order by id', [
      `bonus_rule:${added.data.id}`,
    ]);
    expect(audits.map((a) => a.action)).toEqual(['bonus_rule.create', 'bonus_rule.edit', 'bonus_rule.edit']);
    expect(audits[2]!.data).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it("a rule of one channel applies through that channel only, and the app shows it with that channel's code", async () => {
    const [demo] = await rawQuery(
      t.database.db,
      "select id from payment_channels where code = 'demo' and country_code = 'TH' and direction = 'recharge'",
    );
    const [usd] = await rawQuery(
      t.database.db,
      "select id from payment_channels where code = 'demo' and country_code = 'US' and direction = 'recharge'",
    );
    const own = await saveRule({ unit: 'THB', channelId: String(demo!.id), minAmount: 100_000, bonus: 8_000 });
    expect(own.status, JSON.stringify(own)).toBe(0);
    expect(own.data.channelId).toBe(String(demo!.id));
    // The same threshold for every channel is another rule; a second one for the demo channel is not.
    expect((await saveRule({ unit: 'THB', channelId: String(demo!.id), minAmount: 100_000, bonus: 1 })).status).toBe(
      ErrorCode.BonusThresholdTaken,
    );
    // A channel of another currency, a withdrawal channel or nobody's: refused.
    expect((await saveRule({ unit: 'THB', channelId: String(usd!.id), minAmount: 100_001, bonus: 1 })).status).toBe(
      ErrorCode.ParameterError,
    );
    expect((await saveRule({ unit: 'THB', channelId: '999999999', minAmount: 100_001, bonus: 1 })).status).toBe(
      ErrorCode.ParameterError,
    );
    // A rule keeps its channel.
    expect((await saveRule({ id: own.data.id, unit: 'THB', minAmount: 100_000, bonus: 8_000 })).status).toBe(
      ErrorCode.InvalidState,
    );

    const u = await createUser(t.database, { country: 'TH' });
    expect((await config(u.token)).bonusRules).toContainEqual({
      minAmount: 100_000,
      bonus: 8_000,
      channelCode: 'demo',
    });
    // ฿1,000 through the demo channel earns ฿80; through the offline bank transfer nothing.
    expect((await demoTopUp(u.token, 100_000)).data.bonus).toBe(8_000);
    const offline = await t.call<{ bonus: number }>(
      '/amount/Recharge',
      {
        channelCode: 'offline_bank',
        country_code: 'TH',
        amount: 100_000,
        rechargeData: { payerName: 'Somchai', reference: 'TX-9' },
      },
      { token: u.token },
    );
    expect(offline.status, JSON.stringify(offline)).toBe(0);
    expect(offline.data.bonus).toBe(0);
    // Hidden again, it applies nowhere.
    await saveRule({
      id: own.data.id,
      unit: 'THB',
      channelId: String(demo!.id),
      minAmount: 100_000,
      bonus: 8_000,
      enabled: false,
    });
    expect((await demoTopUp(u.token, 100_000)).data.bonus).toBe(0);
  });

  it('refuses a second shown rule at a threshold, a threshold of 0, a negative bonus and a currency change', async () => {
    const dup = await saveRule({ unit: 'THB', minAmount: 150_000, bonus: 1 });
    expect(dup.status).toBe(ErrorCode.BonusThresholdTaken);
    expect(dup.msg).toBe('bonus_threshold_taken');
    const th = await t.call(
      '/admin/BonusRuleSave',
      { unit: 'THB', minAmount: 150_000, bonus: 1 },
      {
        token: finance,
        headers: { 'accept-language': 'th-TH' },
      },
    );
    expect(th.status).toBe(ErrorCode.BonusThresholdTaken);
    // A hidden one may share it (it applies to nothing), and may not be shown again while the other is.
    const quiet = await saveRule({ unit: 'THB', minAmount: 150_000, bonus: 1, enabled: false });
    expect(quiet.status).toBe(0);
    expect((await saveRule({ id: quiet.data.id, unit: 'THB', minAmount: 150_000, bonus: 1 })).status).toBe(
      ErrorCode.BonusThresholdTaken,
    );
    expect((await saveRule({ unit: 'THB', minAmount: 0, bonus: 100 })).status).toBe(ErrorCode.ParameterError);
    expect((await saveRule({ unit: 'THB', minAmount: 100, bonus: -1 })).status).toBe(ErrorCode.ParameterError);
    expect((await saveRule({ unit: 'THB', minAmount: 1.5, bonus: 1 })).status).toBe(ErrorCode.ParameterError);
    // A currency no top-up channel takes.
    expect((await saveRule({ unit: 'JPY', minAmount: 100, bonus: 1 })).status).toBe(ErrorCode.ParameterError);
    expect((await saveRule({ id: quiet.data.id, unit: 'USD', minAmount: 777, bonus: 1 })).status).toBe(
      ErrorCode.InvalidState,
    );
    expect((await saveRule({ unit: 'THB', minAmount: 999, bonus: 1 }, content)).status).toBe(ErrorCode.Forbidden);
  });
});

describe('new channels', () => {
  it("opens a top-up channel in the country's currency that the app then offers; a taken code is refused", async () => {
    const body = {
      code: 'promptpay',
      direction: 'recharge',
      countryCode: 'TH',
      provider: 'offline',
      name: { en: 'PromptPay', 'th-TH': 'พร้อมเพย์' },
      minAmount: 10_000,
      maxAmount: 5_000_000,
      feeBp: 0,
    };
    const made = await t.call<{ id: string; unit: string; enabled: boolean }>('/admin/ChannelCreate', body, {
      token: finance,
    });
    expect(made.status, JSON.stringify(made)).toBe(0);
    expect(made.data).toMatchObject({ unit: 'THB', enabled: true });
    const u = await createUser(t.database, { country: 'TH' });
    const th = await t.call<{
      channels: { channelCode: string; name: string; minAmount: number; needsReview: boolean }[];
    }>('/amount/GetRechargeConfig', {}, { token: u.token, headers: { 'accept-language': 'th-TH' } });
    expect(th.data.channels.find((c) => c.channelCode === 'promptpay')).toMatchObject({
      name: 'พร้อมเพย์',
      minAmount: 10_000,
      needsReview: true,
    });
    // A user can top up through it (waits for finance), within its bounds.
    const r = await t.call<{ status: number }>(
      '/amount/Recharge',
      {
        channelCode: 'promptpay',
        country_code: 'TH',
        amount: 20_000,
        rechargeData: { payerName: 'Somchai', reference: 'PP-1' },
      },
      { token: u.token },
    );
    expect(r.status, JSON.stringify(r)).toBe(0);
    expect(r.data.status).toBe(0);

    const again = await t.call('/admin/ChannelCreate', body, { token: finance });
    expect(again.status).toBe(ErrorCode.ChannelExists);
    expect(again.msg).toBe('channel_exists');
    // The same code the other way round is another channel: a withdrawal one needs a payout provider.
    expect((await t.call('/admin/ChannelCreate', { ...body, direction: 'withdraw' }, { token: finance })).status).toBe(
      ErrorCode.ParameterError,
    );
    const out = await t.call(
      '/admin/ChannelCreate',
      { ...body, direction: 'withdraw', provider: 'ewallet' },
      {
        token: finance,
      },
    );
    expect(out.status).toBe(0);
    expect(
      (await t.call('/admin/ChannelCreate', { ...body, code: 'x_1', minAmount: 9, maxAmount: 8 }, { token: finance }))
        .status,
    ).toBe(ErrorCode.ParameterError);
    expect(
      (await t.call('/admin/ChannelCreate', { ...body, code: 'x_2', countryCode: 'ZZ' }, { token: finance })).status,
    ).toBe(ErrorCode.InvalidCountry);
    // Content and support never touch channels.
    expect((await t.call('/admin/ChannelCreate', { ...body, code: 'x_3' }, { token: content })).status).toBe(
      ErrorCode.Forbidden,
    );
  });
});

describe('countries and currencies', () => {
  it('edits names, calling code and the enabled flag; a currency money exists in stays', async () => {
    const list = await t.call<{ list: { countryCode: string; unit: string; digits: number; moneyInUnit: boolean }[] }>(
      '/admin/CountryList',
      {},
      { token: finance },
    );
    expect(list.data.list.find((c) => c.countryCode === 'TH')).toMatchObject({
      unit: 'THB',
      digits: 2,
      moneyInUnit: true,
    });

    const base = {
      countryCode: 'TH',
      name: { en: 'Thailand', 'th-TH': 'ประเทศไทย' },
      callingCode: '66',
      unit: 'THB',
      symbol: '฿',
      enabled: true,
    };
    const moved = await t.call('/admin/CountrySave', { ...base, unit: 'USD' }, { token: finance });
    expect(moved.status).toBe(ErrorCode.CurrencyInUse);
    expect(moved.msg).toBe('currency_in_use');
    const [th] = await rawQuery(t.database.db, "select unit from countries where code = 'TH'");
    expect(th!.unit).toBe('THB');
    expect((await t.call('/admin/CountrySave', { ...base, unit: 'XYZ' }, { token: finance })).status).toBe(
      ErrorCode.ParameterError,
    );

    // A country nothing is priced in yet may take another currency; hidden, the app no longer offers it.
    await rawQuery(
      t.database.db,
      `insert into countries (code, name, calling_code, unit, symbol, rate_micros, flag)
       values ('LA', '{"en":"Laos"}', '856', 'USD', '$', 1000000, 'la') on conflict do nothing`,
    );
    const la = await t.call<{ unit: string; digits: number; enabled: boolean }>(
      '/admin/CountrySave',
      {
        countryCode: 'LA',
        name: { en: 'Laos', 'th-TH': 'ลาว' },
        callingCode: '856',
        unit: 'LAK',
        symbol: '₭',
        enabled: false,
      },
      { token: finance },
    );
    expect(la.status, JSON.stringify(la)).toBe(0);
    // The kip's minor-unit digits come from ISO 4217 (0), never typed.
    expect(la.data).toMatchObject({ unit: 'LAK', digits: 0, enabled: false });
    const [audit] = await rawQuery(
      t.database.db,
      "select data from audit_log where target = 'country:LA' order by id desc",
    );
    expect(audit!.data).toMatchObject({
      before: { unit: 'USD', enabled: true },
      after: { unit: 'LAK', enabled: false },
    });
    const u = await createUser(t.database);
    const offered = await t.call<{ list: { code: string }[] } | { code: string }[]>(
      '/config/GetCountry',
      {},
      { token: u.token },
    );
    expect(JSON.stringify(offered.data)).not.toContain('"LA"');

    expect((await t.call('/admin/CountrySave', { ...base }, { token: content })).status).toBe(ErrorCode.Forbidden);
  });
});
