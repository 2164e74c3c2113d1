import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { href, paths } from '@/config/paths';
import { noodles } from '@/features/takeout/utils/menu.fixture';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { type FakeApi, fakeApi, type Handler } from '@/test/fake-api';
import { merchant, user } from '@/test/fixtures';
import { click, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

let routes: Record<string, Handler>;
let api: FakeApi;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  saveLoginUser(user);
  routes = {
    '/product/GetMerchantList': () => ({ list: [merchant], total: 1, page: 1, limt: 20, hasMore: false }),
    '/product/SearchFood': () => ({
      merchants: [merchant],
      dishes: [{ product: { ...noodles, mid: merchant.mid, name: 'Khao Man Gai' }, merchant }],
    }),
  };
  api = fakeApi(routes);
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
});

describe('takeout search and filters', () => {
  it('"Open now", "Free delivery" and "4.5+" narrow the list, and the cuisine grid is one tap away', async () => {
    const { router } = renderApp(paths.takeout);
    await waitFor(() => expect(byTestId('quick-filters')).not.toBeNull(), 10_000);
    await click(document.querySelector('[data-filter="openNow"]')!);
    await click(document.querySelector('[data-filter="topRated"]')!);
    await waitFor(() =>
      expect(api.callsTo('/product/GetMerchantList').at(-1)?.body).toMatchObject({ openNow: true, minRating: 4.5 }),
    );
    expect(api.callsTo('/product/GetMerchantList').at(-1)?.body.freeDelivery).toBeUndefined();
    expect(document.querySelector('[data-filter="openNow"]')?.getAttribute('aria-pressed')).toBe('true');
    // Kept in the address, so back and reload keep them.
    expect(router.state.location.search).toContain('open=1');
    await click(byTestId('all-categories')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.category));
  });

  it('a search shows restaurants and dishes instead of the list; a dish opens its menu searched for it', async () => {
    const { router } = renderApp(href(paths.takeout, { focus: 1, name: 'ข้าว' }));
    const box = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('.adm-search-bar input');
      expect(input).not.toBeNull();
      return input!;
    }, 10_000);
    expect(box.value).toBe('ข้าว');
    await waitFor(() => expect(byTestId('search-results')).not.toBeNull());
    // The list is not asked for while a search shows instead.
    expect(api.callsTo('/product/GetMerchantList')).toHaveLength(0);
    expect(api.callsTo('/product/SearchFood').at(-1)?.body).toMatchObject({ text: 'ข้าว', limt: 10 });
    // The list's filters are for the list: hidden while searching.
    expect(byTestId('quick-filters')).toBeNull();
    expect(all('search-dish-name').map((e) => e.textContent)).toEqual(['Khao Man Gai']);
    expect(byTestId('search-dish-merchant')?.textContent).toBe('Krua Apsorn');
    await click(byTestId('search-dish')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.merchant));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Khao Man Gai');
  });
});
