import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allEndpoints, ErrorCode } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../src/db/seed';
import { createTestApp, type TestApp } from './helpers';

type Paged = { list: { _id: string; title: string }[]; total: number; hasMore: boolean };

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-web-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Wayfare</title><div id="root"></div>');
  t = await createTestApp({ seed: true, env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('contract', () => {
  // Flights, hotels, reviews and pay-on-behalf come with their own issues; the back office is complete.
  it('serves every back-office operation of the contract at /api + its path', () => {
    const admin = allEndpoints.filter((e) => e.roles);
    const unserved = admin.filter((e) => !t.app.hasRoute({ method: e.method, url: `/api${e.path}` }));
    expect(admin.length).toBeGreaterThan(5);
    expect(unserved.map((e) => e.path)).toEqual([]);
  });
});

describe('config calls', () => {
  it('GetCountry lists countries with currency, rate and calling code, and the area list', async () => {
    const res = await t.call<{
      list: { code: string; symbol: string; unit: string; callingCode: string; rate: number }[];
      areas: unknown[];
    }>('/config/GetCountry');
    expect(res.status).toBe(0);
    const byCode = Object.fromEntries(res.data.list.map((c) => [c.code, c]));
    expect(byCode.US).toMatchObject({ symbol: '$', unit: 'USD', callingCode: '1', rate: 1 });
    expect(byCode.TH).toMatchObject({ symbol: '฿', unit: 'THB', callingCode: '66' });
    expect(byCode.IN).toMatchObject({ symbol: '₹', unit: 'INR', callingCode: '91' });
    for (const code of ['CN', 'HK', 'TW']) expect(byCode[code]).toBeDefined();
    expect(res.data.areas.length).toBe(res.data.list.length);
  });

  it('GetHomeConfig carries banners, services, news and recommended merchants whose images exist', async () => {
    const res = await t.call<{
      banners: { image: string; link: string }[];
      services: { key: string }[];
      news: unknown[];
      merchants: { logo: string; cover: string; open: boolean }[];
    }>('/config/GetHomeConfig');
    expect(res.status).toBe(0);
    expect(res.data.banners.length).toBeGreaterThanOrEqual(3);
    expect(res.data.services.map((s) => s.key)).toEqual(['food', 'flights', 'hotels', 'wallet']);
    expect(res.data.news.length).toBeGreaterThan(0);
    expect(res.data.merchants.length).toBeGreaterThanOrEqual(5);
    const images = [...res.data.banners.map((b) => b.image), ...res.data.merchants.flatMap((m) => [m.logo, m.cover])];
    for (const src of images) {
      const img = await t.app.inject({ method: 'GET', url: src });
      expect(img.statusCode, src).toBe(200);
      expect(img.headers['content-type']).toMatch(/image\//);
    }
  });

  it('info lists the five languages and the public limits', async () => {
    const res = await t.call<{ languages: { code: string }[]; chatFileMaxMb: number }>('/config/info');
    expect(res.data.languages.map((l) => l.code)).toEqual(['en', 'th-TH', 'hi-IN', 'zh-Hans', 'zh-Hant']);
    expect(res.data.chatFileMaxMb).toBeGreaterThan(0);
  });

  it('GetProtocol answers in the caller language and refuses unknown keys', async () => {
    const en = await t.call<{ title: string; content: string }>('/config/GetProtocol', { key: 'user_agreement' });
    const th = await t.call<{ title: string; content: string }>(
      '/config/GetProtocol',
      { key: 'user_agreement' },
      { headers: { 'accept-language': 'th-TH,th;q=0.9' } },
    );
    expect(en.status).toBe(0);
    expect(en.data.content.length).toBeGreaterThan(200);
    expect(th.data.title).not.toBe(en.data.title);
    expect(th.data.title).toMatch(/[\u0E00-\u0E7F]/);
    const privacy = await t.call('/config/GetProtocol', { key: 'privacy_policy' });
    expect(privacy.status).toBe(0);
    const unknown = await t.call('/config/GetProtocol', { key: 'nope' });
    expect(unknown.status).toBe(ErrorCode.NotFound);
  });

  it('news and help lists page, and their items open', async () => {
    const first = await t.call<Paged>('/config/GetNewList', { page: 1, limt: 2 });
    expect(first.data.list).toHaveLength(2);
    expect(first.data.hasMore).toBe(first.data.total > 2);
    const beyond = await t.call<Paged>('/config/GetNewList', { page: 999, limt: 2 });
    expect(beyond.data.list).toHaveLength(0);
    expect(beyond.data.hasMore).toBe(false);
    const item = await t.call<{ content: string; title: string }>('/config/GetNewInfo', {
      _id: first.data.list[0]!._id,
    });
    expect(item.data.title).toBe(first.data.list[0]!.title);
    expect(item.data.content).toContain('<p>');

    const help = await t.call<Paged>('/config/GetHelpList');
    expect(help.data.list.length).toBeGreaterThanOrEqual(8);
    const zh = await t.call<{ title: string }>(
      '/config/GetHelpInfo',
      { _id: help.data.list[0]!._id },
      { headers: { 'accept-language': 'zh-TW' } },
    );
    expect(zh.status).toBe(0);
    expect(zh.data.title).not.toBe(help.data.list[0]!.title);
  });

  it('AppUpdate compares the caller version with the newest release, at the API base and the root', async () => {
    const old = await t.app.inject({ method: 'POST', url: '/api/AppUpdate?version=1.9.0&type=h5&wgt_version=1.9.0' });
    expect(old.json()).toMatchObject({ status: 0, data: { update: true, version: '2.0.0', code: 200 } });
    const current = await t.app.inject({ method: 'POST', url: '/AppUpdate?version=2.0.0' });
    expect(current.json()).toMatchObject({ status: 0, data: { update: false } });
    const bad = await t.app.inject({ method: 'POST', url: `/AppUpdate?version=${'x'.repeat(100)}` });
    expect(bad.json().status).toBe(ErrorCode.ParameterError);
  });
});

describe('auth', () => {
  it('logs the demo user in and refreshes the login info with the token in the body or a Bearer header', async () => {
    const login = await t.call<{ token: string; _id: string; currentCountry: { code: string } | null }>('/user/Login', {
      account: DEMO_ACCOUNT,
      logonPassword: DEMO_PASSWORD,
    });
    expect(login.status).toBe(0);
    expect(login.data.token.length).toBeGreaterThanOrEqual(43);
    const viaBody = await t.call<{ _id: string }>('/user/GetUserInfo', {}, { token: login.data.token });
    expect(viaBody.status).toBe(0);
    expect(viaBody.data._id).toBe(login.data._id);
    const viaHeader = await t.call(
      '/user/GetUserInfo',
      {},
      { headers: { authorization: `Bearer ${login.data.token}` } },
    );
    expect(viaHeader.status).toBe(0);
  });

  it('answers -100 for a protected call without a token or with an unknown one', async () => {
    expect((await t.call('/user/GetUserInfo')).status).toBe(-100);
    expect((await t.call('/user/GetUserInfo', {}, { token: 'not-a-real-token' })).status).toBe(-100);
    expect((await t.call('/user/GetUserInfo')).msg).toBe('login_expired');
  });

  it('answers -100 after logout', async () => {
    const login = await t.call<{ token: string }>('/user/Login', {
      account: DEMO_ACCOUNT,
      logonPassword: DEMO_PASSWORD,
    });
    expect((await t.call('/user/Logout', {}, { token: login.data.token })).status).toBe(0);
    expect((await t.call('/user/GetUserInfo', {}, { token: login.data.token })).status).toBe(-100);
  });
});

describe('web app serving', () => {
  it('answers any app route with the app (history mode) and API paths with errors', async () => {
    for (const url of ['/', '/pages/home/home', '/pay_on_behalf?pay_on_behalf=abc', '/pc', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/config/Nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().status).toBe(ErrorCode.UnknownPath);
    const missingFile = await t.app.inject({ method: 'GET', url: '/static/missing.js' });
    expect(missingFile.statusCode).toBe(404);
  });
});
