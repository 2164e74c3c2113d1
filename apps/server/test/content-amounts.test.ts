import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetUrl } from '../src/db/seed/assets';
import { createTestApp, type TestApp } from './helpers';
import { createUser, type TestUser } from './wallet-fixtures';

type Banner = { image: string; title: string };
type Article = { _id: string; title: string; summary: string; cover: string };
type Home = { banners: Banner[]; news: Article[] };
type Paged = { list: Article[] };

/** Promotions are templated; each reader sees the bonus rules of their own currency, never a "{{…}}". */
describe('content amounts in the reader’s currency', () => {
  let t: TestApp;
  let thai: TestUser;
  let american: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    thai = await createUser(t.database, { country: 'TH' });
    american = await createUser(t.database, { country: 'US' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (token?: string, locale = 'en') => ({ token, headers: { 'accept-language': locale } });
  const isWalletBonus = (src: string) =>
    src === assetUrl.banner('wallet-bonus') || src === assetUrl.news('wallet-bonus');

  async function home(token?: string, locale = 'en') {
    const res = await t.call<Home>('/config/GetHomeConfig', {}, as(token, locale));
    expect(res.status).toBe(0);
    expect(JSON.stringify(res.data)).not.toContain('{{');
    return res.data;
  }

  async function walletNews(token?: string, locale = 'en') {
    const res = await t.call<Paged>('/config/GetNewList', { page: 1, limt: 50 }, as(token, locale));
    expect(res.status).toBe(0);
    expect(JSON.stringify(res.data)).not.toContain('{{');
    const article = res.data.list.find((n) => isWalletBonus(n.cover));
    expect(article).toBeDefined();
    return article!;
  }

  it('shows a Thai user baht on the home banner and in the news strip', async () => {
    const data = await home(thai.token);
    expect(data.banners.find((b) => isWalletBonus(b.image))?.title).toBe('Top up ฿1,500, get a ฿150 bonus');
    expect(data.news.find((n) => isWalletBonus(n.cover))?.title).toBe('Top up ฿1,500, get ฿150 extra in your wallet');

    const thaiText = await home(thai.token, 'th-TH');
    expect(thaiText.banners.find((b) => isWalletBonus(b.image))?.title).toBe('เติม ฿1,500 รับโบนัส ฿150');
    const chinese = await home(thai.token, 'zh-Hans');
    expect(chinese.banners.find((b) => isWalletBonus(b.image))?.title).toBe('充值฿1,500送฿150');
  });

  it('shows a Thai user both baht bonus steps in the news list and the article', async () => {
    const article = await walletNews(thai.token);
    expect(article.title).toBe('Top up ฿1,500, get ฿150 extra in your wallet');
    expect(article.summary).toBe('Every top-up of ฿1,500 or more earns a ฿150 bonus, and ฿6,000 or more earns ฿750.');

    const info = await t.call<{ content: string }>('/config/GetNewInfo', { _id: article._id }, as(thai.token));
    expect(info.status).toBe(0);
    expect(info.data.content).toContain('Top up ฿1,500 or more: get a ฿150 bonus');
    expect(info.data.content).toContain('Top up ฿6,000 or more: get a ฿750 bonus');
    expect(info.data.content).not.toMatch(/\{\{|\$/);
  });

  it('shows a US user and an anonymous reader dollars', async () => {
    for (const token of [american.token, undefined]) {
      const data = await home(token);
      expect(data.banners.find((b) => isWalletBonus(b.image))?.title).toBe('Top up $50, get a $5 bonus');
      const article = await walletNews(token);
      expect(article.title).toBe('Top up $50, get $5 extra in your wallet');
      expect(article.summary).toBe('Every top-up of $50 or more earns a $5 bonus, and $200 or more earns $25.');
    }
  });

  it('fills the help article on topping up, and never leaves a placeholder in any help text', async () => {
    const list = await t.call<Paged>('/config/GetHelpList', { page: 1, limt: 50 }, as(thai.token));
    expect(list.status).toBe(0);
    const topUp = list.data.list.find((h) => h.title === 'How do I top up my wallet?');
    expect(topUp).toBeDefined();
    for (const h of list.data.list) {
      const info = await t.call<{ content: string }>('/config/GetHelpInfo', { _id: h._id }, as(thai.token));
      expect(info.data.content, h.title).not.toContain('{{');
      if (h === topUp) expect(info.data.content).toContain('Top-ups of ฿1,500 or more earn a bonus');
    }
  });
});
