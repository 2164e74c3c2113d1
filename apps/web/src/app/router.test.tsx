import { act } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { unreadStore } from '@/lib/unread-store';
import { mockFetch, user } from '@/test/fixtures';
import { click, findByText, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';
import { routes } from './router';

const notify = vi.fn();
const ready: Record<string, string | RegExp> = {
  [paths.home]: 'Recommended for you',
  [paths.user]: 'Wallet balance',
  [paths.login]: 'Welcome to Wayfare',
  [paths.pc]: 'Best on your phone',
  [paths.chooseCountry]: 'Thailand',
  [paths.infoList]: 'Songkran deals',
  [paths.rich]: 'This link is incomplete',
  [paths.infoDetail]: 'This link is incomplete',
  [paths.update]: "You're up to date",
  [paths.register]: 'Create your account',
  [paths.forgetPwd]: 'Reset your password',
  [paths.thirdLogin]: 'Back to log in',
  [paths.userInfo]: 'Profile photo',
  [paths.updatePwd]: 'Current password',
  [paths.updateWithdrawPwd]: "First, confirm it's you with your login password",
  [paths.changeBindAccount]: 'Current account',
  [paths.realInfo]: 'Full legal name',
  [paths.rechargeCenter]: 'Wallet balance',
  [paths.transactionRecord]: 'Top-ups',
  [paths.withdraw]: 'Withdraw',
  [paths.payInfo]: 'This link is incomplete',
  [paths.userPayment]: 'Payment accounts',
  [paths.payPalH5]: 'This PayPal link is incomplete',
  [paths.category]: 'All restaurants',
  [paths.takeout]: 'Krua Apsorn',
  [paths.merchant]: 'This restaurant is no longer on Wayfare',
  [paths.productDetail]: 'This dish is no longer on the menu',
  [paths.confirmTakeoutOrder]: 'This restaurant is no longer on Wayfare',
  [paths.orderList]: 'Pending Payment',
  [paths.takeoutOrderDetail]: 'The order does not exist',
  [paths.confirmFlight]: 'This flight could not be found',
  [paths.flightOrderDetail]: 'The order does not exist',
  [paths.msg]: 'See you at seven',
  [paths.chat]: 'No conversation chosen',
  [paths.userAddress]: 'No saved addresses yet',
  [paths.optionUserAddress]: 'Pick on map',
  [paths.chooseLocation]: 'Deliver here',
  [paths.bookAFlight]: 'Where are you flying next?',
  [paths.bookAHotel]: 'Where are you staying next?',
  [paths.hotelDetail]: 'This hotel could not be found',
  [paths.confirmHotel]: 'This room is no longer offered',
  [paths.hotelOrderDetail]: 'The order does not exist',
  [paths.chooseAFlight]: 'Choose where and when you fly',
  [paths.flightDetail]: 'This flight could not be found',
  [paths.invite]: 'Your invite code',
  [paths.orderComment]: "This order can't be reviewed",
  [paths.myComment]: 'To review',
  [paths.commentList]: 'No reviews yet',
  [paths.payOnBehalf]: 'This pay link does not exist',
};

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  localStorage.clear();
  configureApiClient({ fetch: vi.fn(mockFetch()), notify });
  saveLoginUser(user);
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
  unreadStore.set(0);
});

describe('route table', () => {
  it('registers every spec path, nothing falls to not-found', () => {
    for (const path of Object.values(paths)) {
      const matches = matchRoutes(routes, path);
      const last = matches?.at(-1)?.route;
      expect(last?.path === '*', `${path} is not registered`).toBe(false);
      expect(last?.path ?? (last?.index ? '/' : undefined), path).toBe(path === paths.entry ? '/' : path);
    }
  });

  it('sends unknown addresses to the not-found page', async () => {
    const { container } = renderApp('/pages/nope/nope');
    await findByText(container, "We couldn't find that page");
  });

  it.each(Object.entries(paths).filter(([, p]) => p !== paths.entry && p !== paths.entryAlias))(
    'renders %s',
    async (_name, path) => {
      const { container } = renderApp(path);
      const expected = ready[path] ?? 'Coming soon';
      await findByText(container, expected, 5000);
      expect(container.querySelector('[data-testid="not-found"]')).toBeNull();
    },
  );
});

describe('start and guards', () => {
  it('opens login from / when logged out', async () => {
    clearLoginUser();
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone) Mobile', configurable: true });
    const { router, container } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    await findByText(container, 'Welcome to Wayfare');
  });

  it('sends a visitor from a protected page to login, remembering the page', async () => {
    clearLoginUser();
    const { router } = renderApp('/pages/order_list/order_list');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/pages/order_list/order_list')}`);
  });

  it('passes query parameters to pages as props', async () => {
    const { container } = renderApp('/pages/info_list/info_list?type=help');
    await findByText(container, 'Help center');
  });
});

describe('login runs the start logic', () => {
  const fill = async (input: HTMLInputElement, value: string) => {
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };

  it('logs in, asks for a country without a back button, then opens home', async () => {
    clearLoginUser();
    const fresh = { ...user, currentCountry: null };
    const saved = { ...user };
    const fetch = vi.fn(mockFetch({ '/user/Login': fresh, '/user/UserSaveInfos': saved }));
    configureApiClient({ fetch, notify });
    const { container, router } = renderApp(paths.login);
    await findByText(container, 'Welcome to Wayfare');
    const [account, password] = [...container.querySelectorAll('input')] as HTMLInputElement[];
    await fill(account!, 'somchai@example.com');
    await fill(password!, 'secret123');
    await click(container.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chooseCountry));
    expect(router.state.location.search).toBe('?showBack=false');
    const sent = JSON.parse(String(fetch.mock.calls.find(([u]) => String(u).endsWith('/user/Login'))![1]!.body));
    expect(sent).toEqual({ account: 'somchai@example.com', logonPassword: 'secret123' });
    expect(container.querySelector('button[aria-label="Back"]')).toBeNull();

    await click(await findByText(container, 'Thailand'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    const save = fetch.mock.calls.find(([u]) => String(u).endsWith('/user/UserSaveInfos'));
    expect(JSON.parse(String(save![1]!.body))).toMatchObject({ countryCode: 'TH', token: 'tok' });
  });

  it('keeps the typed values and says why when the login fails', async () => {
    clearLoginUser();
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ status: 1023, data: null, msg: 'account_or_password_incorrect' })),
    );
    configureApiClient({ fetch, notify });
    const { container, router } = renderApp(paths.login);
    await findByText(container, 'Welcome to Wayfare');
    const [account, password] = [...container.querySelectorAll('input')] as HTMLInputElement[];
    await fill(account!, 'somchai@example.com');
    await fill(password!, 'nope');
    await click(container.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Incorrect account or password'));
    expect(router.state.location.pathname).toBe(paths.login);
    expect(account!.value).toBe('somchai@example.com');
  });

  it('validates before sending', async () => {
    clearLoginUser();
    const fetch = vi.fn(mockFetch());
    configureApiClient({ fetch, notify });
    const { container } = renderApp(paths.login);
    await findByText(container, 'Welcome to Wayfare');
    await click(container.querySelector('button[type="submit"]')!);
    await findByText(container, 'Please enter your email or phone number');
    await findByText(container, 'Please enter your password');
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/user/Login'))).toBe(false);
  });
});

describe('tab bar', () => {
  it('shows the four tabs with the current one selected', async () => {
    const { container } = renderApp(paths.home);
    await findByText(container, 'Recommended for you');
    const tabs = [...container.querySelectorAll('nav[aria-label="Main sections"] button')].map((b) => b.textContent);
    expect(tabs).toEqual(['Home', 'Order', 'Messages', 'Profile']);
    expect(container.querySelector('nav[aria-label="Main sections"] button[aria-current="page"]')?.textContent).toBe(
      'Home',
    );
  });

  it('caps the Messages badge at 99+', async () => {
    const { container } = renderApp(paths.home);
    await findByText(container, 'Recommended for you');
    act(() => unreadStore.set(7));
    expect(container.querySelector('.adm-badge')?.textContent).toBe('7');
    act(() => unreadStore.set(120));
    expect(container.querySelector('.adm-badge')?.textContent).toBe('99+');
    act(() => unreadStore.set(0));
    expect(container.querySelector('.adm-badge')).toBeNull();
  });

  it('switches tabs without stacking pages', async () => {
    const { container, router } = renderApp(paths.home);
    await findByText(container, 'Recommended for you');
    const profile = [...container.querySelectorAll('nav[aria-label="Main sections"] button')].find(
      (b) => b.textContent === 'Profile',
    )!;
    await click(profile);
    await findByText(container, 'Wallet balance');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('nav bar back', () => {
  it('goes to / (and so home) when the page is the only one', async () => {
    const { container, router } = renderApp(paths.bookAHotel);
    await findByText(container, 'Where are you staying next?');
    await click(container.querySelector('button[aria-label="Back"]')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });
});
