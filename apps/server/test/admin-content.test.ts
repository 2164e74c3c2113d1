import { ErrorCode } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { createFoodMerchant } from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { ensureWalletWorld, operatorToken } from './wallet-fixtures';

/**
 * The home's content from the back office: banners in five locales, shown and hidden (never deleted); the
 * app's home (a cached read) shows a change at once; every change is audited with before and after.
 */

let t: TestApp;
let content: { id: number; token: string };
let finance: { id: number; token: string };
const IMG = '/assets/demo/news/wayfare-2.webp';

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(t.database);
  content = await operatorToken(t, 'content');
  finance = await operatorToken(t, 'finance');
});
afterAll(async () => {
  await t?.close();
});

type Home = { banners: { id: string; title: string; link: string }[] };
const home = async (lang: string) =>
  (await t.call<Home>('/config/GetHomeConfig', {}, { headers: { 'accept-language': lang } })).data;

describe('home banners', () => {
  it('publishes a banner in two locales; the cached home shows it at once, per language, and hides it again', async () => {
    // The home is read (and cached) before the change.
    await home('th-TH');
    const saved = await t.call<{ id: string; enabled: boolean }>(
      '/admin/BannerSave',
      {
        image: IMG,
        title: { en: 'Rainy season deals', 'th-TH': 'ดีลหน้าฝน' },
        link: '/pages/takeout/takeout',
        sort: 0,
      },
      { token: content.token },
    );
    expect(saved.status, JSON.stringify(saved)).toBe(0);
    expect(saved.data.enabled).toBe(true);
    expect((await home('th-TH')).banners.find((b) => b.id === saved.data.id)).toMatchObject({
      title: 'ดีลหน้าฝน',
      link: '/pages/takeout/takeout',
    });
    expect((await home('zh-Hans')).banners.find((b) => b.id === saved.data.id)?.title).toBe('Rainy season deals');

    const hidden = await t.call(
      '/admin/BannerSave',
      { id: saved.data.id, image: IMG, title: { en: 'Rainy season deals' }, enabled: false },
      { token: content.token },
    );
    expect(hidden.status).toBe(0);
    expect((await home('th-TH')).banners.map((b) => b.id)).not.toContain(saved.data.id);
    // Hidden, not deleted: still listed in the back office.
    const list = await t.call<{ list: { id: string; enabled: boolean }[] }>(
      '/admin/BannerList',
      {},
      {
        token: content.token,
      },
    );
    expect(list.data.list.find((b) => b.id === saved.data.id)).toMatchObject({ enabled: false });

    const audits = await rawQuery(t.database.db, 'select action, data from audit_log where target = $1 order by id', [
      `banner:${saved.data.id}`,
    ]);
    expect(audits.map((a) => a.action)).toEqual(['banner.create', 'banner.edit']);
    expect(audits[1]!.data).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('refuses outside images, outside links, an empty English title and unknown ids; support and merchants may not', async () => {
    const bad = [
      { image: 'https://evil.example/a.png', title: { en: 'x' } },
      { image: IMG, title: { en: '' } },
      { image: IMG, title: { en: 'x' }, link: 'https://evil.example' },
      { image: IMG, title: { en: 'x' }, link: '//evil.example/x' },
      { image: IMG, title: { en: 'x' }, link: 'javascript:alert(1)' },
    ];
    for (const body of bad)
      expect((await t.call('/admin/BannerSave', body, { token: content.token })).status, JSON.stringify(body)).toBe(
        ErrorCode.ParameterError,
      );
    expect(
      (await t.call('/admin/BannerSave', { id: '999999999', image: IMG, title: { en: 'x' } }, { token: content.token }))
        .status,
    ).toBe(ErrorCode.NotFound);
    for (const role of ['support', 'merchant', 'finance'] as const) {
      const op = await operatorToken(t, role, role === 'merchant' ? (await createFoodMerchant(t.database)).id : null);
      expect((await t.call('/admin/BannerSave', { image: IMG, title: { en: 'x' } }, { token: op.token })).status).toBe(
        ErrorCode.Forbidden,
      );
    }
  });
});

describe('app versions', () => {
  it('releases a version that /AppUpdate offers to older callers, once per platform; edits keep the version', async () => {
    const released = await t.call<{ id: string; code: number }>(
      '/admin/AppVersionSave',
      {
        version: '7.1.2',
        platform: 'web',
        notes: { en: 'Faster checkout', 'th-TH': 'ชำระเงินเร็วขึ้น' },
        force: false,
      },
      { token: content.token },
    );
    expect(released.status, JSON.stringify(released)).toBe(0);
    expect(released.data.code).toBe(712);
    const offered = await t.call<{ update: boolean; version: string; notes: string; force: boolean }>(
      '/AppUpdate',
      { version: '2.0.0', type: 'h5' },
      { headers: { 'accept-language': 'th-TH' } },
    );
    expect(offered.data).toMatchObject({ update: true, version: '7.1.2', notes: 'ชำระเงินเร็วขึ้น', force: false });
    // Twice: refused. An edit makes it forced but cannot change the version.
    expect(
      (await t.call('/admin/AppVersionSave', { version: '7.1.2', notes: { en: 'Again' } }, { token: content.token }))
        .status,
    ).toBe(ErrorCode.InvalidState);
    const forced = await t.call(
      '/admin/AppVersionSave',
      { id: released.data.id, version: '7.1.2', notes: { en: 'Faster checkout' }, force: true },
      { token: content.token },
    );
    expect(forced.status).toBe(0);
    expect((await t.call<{ force: boolean }>('/AppUpdate', { version: '2.0.0' })).data.force).toBe(true);
    expect(
      (
        await t.call(
          '/admin/AppVersionSave',
          { id: released.data.id, version: '7.1.3', notes: { en: 'x' } },
          { token: content.token },
        )
      ).status,
    ).toBe(ErrorCode.InvalidState);
    for (const bad of [{ version: 'v8' }, { version: '8.0.0', url: 'http://insecure.example/app.apk' }])
      expect(
        (await t.call('/admin/AppVersionSave', { notes: { en: 'x' }, ...bad }, { token: content.token })).status,
      ).toBe(ErrorCode.ParameterError);
    const audits = await rawQuery(t.database.db, 'select action, data from audit_log where target = $1 order by id', [
      `app_version:${released.data.id}`,
    ]);
    expect(audits.map((a) => a.action)).toEqual(['app.release', 'app.release_edit']);
    expect(audits[1]!.data).toMatchObject({ before: { force: false }, after: { force: true } });
  });
});

describe('channels and exchange rates', () => {
  it("sets a withdrawal channel's bounds and fee in its currency; audited; bad bounds refused", async () => {
    const [ch] = await rawQuery(
      t.database.db,
      "select id, currency, min_amount, max_amount, fee_bp from payment_channels where code = 'bank_transfer' and country_code = 'US' and direction = 'withdraw'",
    );
    const id = String(ch!.id);
    const saved = await t.call<{ minAmount: number; maxAmount: number; feeBp: number; unit: string }>(
      '/admin/ChannelSave',
      { id, minAmount: 2500, maxAmount: 50_000, feeBp: 150, enabled: true },
      { token: finance.token },
    );
    expect(saved.status, JSON.stringify(saved)).toBe(0);
    expect(saved.data).toMatchObject({ minAmount: 2500, maxAmount: 50_000, feeBp: 150, unit: ch!.currency });
    const [row] = await rawQuery(
      t.database.db,
      'select min_amount::int as min, fee_bp from payment_channels where id = $1',
      [Number(id)],
    );
    expect(row).toEqual({ min: 2500, fee_bp: 150 });
    for (const bad of [
      { minAmount: 100, maxAmount: 50, feeBp: 0, enabled: true },
      { minAmount: 1.5, maxAmount: 50, feeBp: 0, enabled: true },
      { minAmount: 1, maxAmount: 50, feeBp: 9000, enabled: true },
    ])
      expect((await t.call('/admin/ChannelSave', { id, ...bad }, { token: finance.token })).status).toBe(
        ErrorCode.ParameterError,
      );
    // Money settings are finance's: content may not touch channels.
    expect(
      (
        await t.call(
          '/admin/ChannelSave',
          { id, minAmount: 1, maxAmount: 2, feeBp: 0, enabled: false },
          { token: content.token },
        )
      ).status,
    ).toBe(ErrorCode.Forbidden);
    const audits = await rawQuery(t.database.db, 'select data from audit_log where target = $1', [`channel:${id}`]);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.data).toMatchObject({ after: { minAmount: 2500, feeBp: 150 } });
  });

  it("sets a country's indicative rate; the cached country list shows it at once", async () => {
    await t.call('/config/GetCountry', {});
    const saved = await t.call(
      '/admin/RateSave',
      { countryCode: 'TH', rateMicros: 36_250_000 },
      { token: finance.token },
    );
    expect(saved.status, JSON.stringify(saved)).toBe(0);
    const list = await t.call<unknown>('/config/GetCountry', {});
    expect(JSON.stringify(list.data)).toContain('36.25');
    expect(
      (await t.call('/admin/RateSave', { countryCode: 'ZZ', rateMicros: 1 }, { token: finance.token })).status,
    ).toBe(ErrorCode.NotFound);
  });
});

describe('help articles and protocol pages', () => {
  type Help = { id: string; title: Record<string, string>; body: Record<string, string>; hidden: boolean };
  const helpList = async (lang: string) =>
    (
      await t.call<{ list: { _id: string; title: string }[] }>(
        '/config/GetHelpList',
        { page: 1, limt: 100 },
        { headers: { 'accept-language': lang } },
      )
    ).data.list;

  it('adds a help article in two locales with headings and lists, escaped; hiding takes it out of the app, never deletes it', async () => {
    const saved = await t.call<Help>(
      '/admin/HelpSave',
      {
        title: { en: 'Paying by card', 'th-TH': 'จ่ายด้วยบัตร' },
        body: { en: '## Cards we take\n\n- Visa\n- Mastercard <b>only</b>\n\nAsk support.', 'th-TH': 'ถามฝ่ายบริการ' },
        sort: 5,
      },
      { token: content.token },
    );
    expect(saved.status, JSON.stringify(saved)).toBe(0);
    expect(saved.data.body.en).toBe('## Cards we take\n\n- Visa\n- Mastercard <b>only</b>\n\nAsk support.');
    const [row] = await rawQuery(t.database.db, 'select content from help_articles where id = $1', [
      Number(saved.data.id),
    ]);
    expect((row!.content as Record<string, string>).en).toBe(
      '<h3>Cards we take</h3><ul><li>Visa</li><li>Mastercard &lt;b&gt;only&lt;/b&gt;</li></ul><p>Ask support.</p>',
    );
    expect((await helpList('th-TH')).find((h) => h._id === saved.data.id)?.title).toBe('จ่ายด้วยบัตร');
    expect((await helpList('zh-Hant')).find((h) => h._id === saved.data.id)?.title).toBe('Paying by card');
    const info = await t.call<{ content: string }>('/config/GetHelpInfo', { _id: saved.data.id });
    expect(info.data.content).toContain('<h3>Cards we take</h3>');

    const hidden = await t.call<Help>(
      '/admin/HelpSave',
      { id: saved.data.id, title: { en: 'Paying by card' }, body: { en: 'Ask support.' }, hidden: true },
      { token: content.token },
    );
    expect(hidden.status).toBe(0);
    expect((await helpList('en')).map((h) => h._id)).not.toContain(saved.data.id);
    expect((await t.call('/config/GetHelpInfo', { _id: saved.data.id })).status).toBe(ErrorCode.NotFound);
    const list = await t.call<{ list: Help[] }>('/admin/HelpList', {}, { token: content.token });
    expect(list.data.list.find((h) => h.id === saved.data.id)).toMatchObject({ hidden: true });

    const audits = await rawQuery(t.database.db, 'select action, data from audit_log where target = $1 order by id', [
      `help:${saved.data.id}`,
    ]);
    expect(audits.map((a) => a.action)).toEqual(['help.create', 'help.edit']);
    expect(audits[1]!.data).toMatchObject({
      before: { hidden: false, title: { 'th-TH': 'จ่ายด้วยบัตร' } },
      after: { hidden: true, content: { en: '<p>Ask support.</p>' } },
    });
  });

  it('edits a protocol page the app opens by key; an unknown key and bad input are refused; support and merchants may not', async () => {
    await rawQuery(
      t.database.db,
      `insert into protocols (key, title, content) values ('privacy_test', '{"en":"Privacy"}', '{"en":"<p>Old</p>"}')`,
    );
    const saved = await t.call<{ key: string; body: Record<string, string> }>(
      '/admin/ProtocolSave',
      {
        key: 'privacy_test',
        title: { en: 'Privacy', 'hi-IN': 'गोपनीयता' },
        body: { en: 'We keep <little>.', 'hi-IN': 'कम' },
      },
      { token: content.token },
    );
    expect(saved.status, JSON.stringify(saved)).toBe(0);
    const page = async (lang: string) =>
      (
        await t.call<{ title: string; content: string }>(
          '/config/GetProtocol',
          { key: 'privacy_test' },
          { headers: { 'accept-language': lang } },
        )
      ).data;
    expect(await page('hi-IN')).toMatchObject({ title: 'गोपनीयता', content: '<p>कम</p>' });
    expect(await page('en')).toMatchObject({ title: 'Privacy', content: '<p>We keep &lt;little&gt;.</p>' });
    const [audit] = await rawQuery(t.database.db, 'select action, data from audit_log where target = $1', [
      'protocol:privacy_test',
    ]);
    expect(audit).toMatchObject({
      action: 'protocol.edit',
      data: { before: { content: { en: '<p>Old</p>' } }, after: { content: { en: '<p>We keep &lt;little&gt;.</p>' } } },
    });

    expect(
      (
        await t.call(
          '/admin/ProtocolSave',
          { key: 'no_such_page', title: { en: 'x' }, body: { en: 'x' } },
          { token: content.token },
        )
      ).status,
    ).toBe(ErrorCode.NotFound);
    for (const body of [
      { key: '../etc', title: { en: 'x' }, body: { en: 'x' } },
      { key: 'privacy_test', title: { en: '' }, body: { en: 'x' } },
      { key: 'privacy_test', title: { en: 'x' }, body: { en: ' ' } },
    ])
      expect((await t.call('/admin/ProtocolSave', body, { token: content.token })).status, JSON.stringify(body)).toBe(
        ErrorCode.ParameterError,
      );
    expect(
      (
        await t.call(
          '/admin/HelpSave',
          { id: '999999999', title: { en: 'x' }, body: { en: 'x' } },
          { token: content.token },
        )
      ).status,
    ).toBe(ErrorCode.NotFound);
    for (const role of ['support', 'merchant', 'finance'] as const) {
      const op = await operatorToken(t, role, role === 'merchant' ? (await createFoodMerchant(t.database)).id : null);
      expect(
        (
          await t.call(
            '/admin/ProtocolSave',
            { key: 'privacy_test', title: { en: 'x' }, body: { en: 'x' } },
            { token: op.token },
          )
        ).status,
      ).toBe(ErrorCode.Forbidden);
      expect(
        (await t.call('/admin/HelpSave', { title: { en: 'x' }, body: { en: 'x' } }, { token: op.token })).status,
      ).toBe(ErrorCode.Forbidden);
    }
  });
});
