import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '@/i18n';
import {
  ApiError,
  apiCall,
  configureApiClient,
  defineFetcher,
  REQUEST_TIMEOUT_MS,
  TransportStatus,
} from './api-client';
import { clearLoginUser, saveLoginUser, sessionStore } from './session';
import { getSocketClient, type SocketClient, setSocketClient } from './socket';
import { serverUnreachable } from './use-online';

const reply = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

function setup() {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const notify = vi.fn<(text: string) => void>();
  const onLoginExpired = vi.fn();
  configureApiClient({ fetch, notify, onLoginExpired });
  return { fetch, notify, onLoginExpired };
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  localStorage.clear();
  clearLoginUser();
});

afterEach(() => {
  configureApiClient(null);
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends the kept ETag of a config answer back and reuses the answer on 304', async () => {
    const { fetch } = setup();
    const body = { status: 0, data: { list: ['TH'] }, msg: 'success' };
    fetch.mockResolvedValueOnce(reply(body, { headers: { etag: '"v1"' } }));
    await expect(apiCall('/config/GetCountry', {})).resolves.toEqual({ list: ['TH'] });
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('If-None-Match')).toBeNull();

    fetch.mockResolvedValueOnce(new Response(null, { status: 304, headers: { etag: '"v1"' } }));
    await expect(apiCall('/config/GetCountry', {})).resolves.toEqual({ list: ['TH'] });
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).get('If-None-Match')).toBe('"v1"');

    // Another input is another answer: nothing kept for it, nothing sent.
    fetch.mockResolvedValueOnce(reply(body));
    await apiCall('/config/GetCountry', { other: 1 });
    expect(new Headers(fetch.mock.calls[2]![1]?.headers).get('If-None-Match')).toBeNull();

    // A changed answer replaces the kept one.
    const next = { status: 0, data: { list: ['TH', 'VN'] }, msg: 'success' };
    fetch.mockResolvedValueOnce(reply(next, { headers: { etag: '"v2"' } }));
    await expect(apiCall('/config/GetCountry', {})).resolves.toEqual({ list: ['TH', 'VN'] });
    fetch.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(apiCall('/config/GetCountry', {})).resolves.toEqual({ list: ['TH', 'VN'] });
    expect(new Headers(fetch.mock.calls[4]![1]?.headers).get('If-None-Match')).toBe('"v2"');
  });

  it('posts JSON to /api + path with the locale header and unwraps data', async () => {
    const { fetch } = setup();
    fetch.mockResolvedValue(reply({ status: 0, data: { list: [1] }, msg: 'success' }));
    await expect(apiCall('/config/GetCountry', { a: 1 })).resolves.toEqual({ list: [1] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/config/GetCountry');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ a: 1 });
    expect((init!.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('adds the token to the body when logged in, and sends the chosen locale', async () => {
    const { fetch } = setup();
    saveLoginUser({ token: 'tok-1', _id: '1' });
    await changeLocale('th-TH', { persist: false });
    fetch.mockResolvedValue(reply({ status: 0, data: null, msg: 'success' }));
    await apiCall('/user/GetUserInfo');
    const init = fetch.mock.calls[0]![1];
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-1' });
    expect((init!.headers as Record<string, string>)['Accept-Language']).toBe('th-TH');
    await changeLocale('en', { persist: false });
  });

  it('toasts the translated msg with its params and rejects with the catalogue code', async () => {
    const { fetch, notify } = setup();
    fetch.mockResolvedValue(reply({ status: 1022, data: null, msg: 'too_many_operations', params: { seconds: 42 } }));
    const err = await apiCall('/user/SendCode').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(1022);
    expect(notify).toHaveBeenCalledWith('Too many operations, please wait 42 seconds');
  });

  it('toasts in the user language', async () => {
    const { fetch, notify } = setup();
    await changeLocale('zh-Hans', { persist: false });
    fetch.mockResolvedValue(reply({ status: 1014, data: null, msg: 'insufficient_balance' }));
    await apiCall('/order/PayOrder').catch(() => undefined);
    expect(notify).toHaveBeenCalledWith('余额不足');
    await changeLocale('en', { persist: false });
  });

  it('stays quiet when the caller shows the error itself', async () => {
    const { fetch, notify } = setup();
    fetch.mockResolvedValue(reply({ status: 1100, data: null, msg: 'not_found' }));
    await expect(apiCall('/config/GetNewInfo', {}, { silent: true })).rejects.toMatchObject({ key: 'not_found' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('on -100 runs the login-expired flow once and does not toast twice', async () => {
    const { fetch, notify, onLoginExpired } = setup();
    fetch.mockResolvedValue(reply({ status: -100, data: null, msg: 'login_expired' }));
    await expect(apiCall('/user/GetUserInfo')).rejects.toMatchObject({ status: -100 });
    expect(onLoginExpired).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
  });

  it('the default -100 flow prompts, closes the socket, clears the login and restarts at login', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementation(async () => reply({ status: -100, data: null, msg: 'login_expired' }));
    const notify = vi.fn();
    configureApiClient({ fetch, notify });
    const close = vi.fn();
    const socket: SocketClient = { open() {}, close, send() {}, on: () => () => {}, connected: true };
    setSocketClient(socket);
    const nav = await import('./navigation');
    const relaunch = vi.fn(async () => {});
    nav.bindNavigation({
      ...nav.createNavigation({ push() {}, replace() {}, go() {}, depth: () => 1, resetDepth() {} }),
      relaunch,
    });
    const spy = vi.spyOn(nav, 'relaunch');
    saveLoginUser({ token: 'old', _id: '1' });

    await Promise.all([apiCall('/a').catch(() => 0), apiCall('/b').catch(() => 0)]);

    expect(notify.mock.calls).toEqual([['Login expired, please log in again']]);
    expect(notify).toHaveBeenCalledWith('Login expired, please log in again');
    expect(close).toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('wf.login_user_info')).toBeNull();
    expect(spy.mock.calls.length + relaunch.mock.calls.length).toBeGreaterThan(0);
    expect(getSocketClient()).toBe(socket);
  });

  it('on -100 restarts at login with the page the user was on, to come back to it', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementation(async () => reply({ status: -100, data: null, msg: 'login_expired' }));
    configureApiClient({ fetch, notify: vi.fn() });
    const nav = await import('./navigation');
    const relaunch = vi.fn(async () => {});
    nav.bindNavigation({
      ...nav.createNavigation({ push() {}, replace() {}, go() {}, depth: () => 1, resetDepth() {} }),
      relaunch,
    });
    window.history.replaceState(null, '', '/pages/takeout_order_detail/takeout_order_detail?oid=12');
    saveLoginUser({ token: 'stale', _id: '1' });
    await apiCall('/a').catch(() => 0);
    expect(relaunch).toHaveBeenCalledWith(
      `/pages/login/login?redirect=${encodeURIComponent('/pages/takeout_order_detail/takeout_order_detail?oid=12')}`,
    );
    window.history.replaceState(null, '', '/');
  });

  it('on -100 for a login elsewhere prompts "logged in on another device"', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementation(async () =>
        reply({ status: -100, data: null, msg: 'login_expired', params: { reason: 'remote_login' } }),
      );
    const notify = vi.fn();
    configureApiClient({ fetch, notify });
    const nav = await import('./navigation');
    nav.bindNavigation({
      ...nav.createNavigation({ push() {}, replace() {}, go() {}, depth: () => 1, resetDepth() {} }),
      relaunch: vi.fn(async () => {}),
    });
    saveLoginUser({ token: 'elsewhere', _id: '1' });
    await apiCall('/a').catch(() => 0);
    expect(notify.mock.calls).toEqual([['Your account logged in on another device']]);
    expect(localStorage.getItem('wf.login_user_info')).toBeNull();
  });

  it('reports a transport failure with its own text', async () => {
    const { fetch, notify } = setup();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiCall('/x')).rejects.toMatchObject({ status: TransportStatus.Network, transport: true });
    expect(notify).toHaveBeenCalledWith('Network error, please check your connection');
  });

  it('marks the server unreachable (the offline banner) until the next answer', async () => {
    const { fetch } = setup();
    serverUnreachable.set(false);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await apiCall('/x').catch(() => undefined);
    expect(serverUnreachable.get()).toBe(true);
    // Any answer, even a refusal, means the server is there again.
    fetch.mockResolvedValueOnce(reply({ status: 1100, data: null, msg: 'not_found' }));
    await apiCall('/x').catch(() => undefined);
    expect(serverUnreachable.get()).toBe(false);
  });

  it('reports HTTP errors and unreadable answers', async () => {
    const { fetch, notify } = setup();
    fetch.mockResolvedValueOnce(new Response('nope', { status: 502 }));
    await expect(apiCall('/x')).rejects.toMatchObject({ status: TransportStatus.Http });
    expect(notify).toHaveBeenLastCalledWith('The server answered with an error (502), please try again');
    fetch.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(apiCall('/x')).rejects.toMatchObject({ status: TransportStatus.BadResponse });
  });

  it('shows the catalogue reason a transport refusal carries, such as the wait of a rate limit', async () => {
    const { fetch, notify } = setup();
    const body = JSON.stringify({ status: 1022, data: null, msg: 'too_many_operations', params: { seconds: 42 } });
    fetch.mockResolvedValueOnce(new Response(body, { status: 429, headers: { 'content-type': 'application/json' } }));
    await expect(apiCall('/x')).rejects.toMatchObject({ status: 1022, key: 'too_many_operations' });
    expect(notify).toHaveBeenLastCalledWith(expect.stringContaining('42'));
  });

  it('times out after 60 s with the spec message', async () => {
    vi.useFakeTimers();
    const { fetch, notify } = setup();
    fetch.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiCall('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: TransportStatus.Timeout });
    expect(notify).toHaveBeenCalledWith('The connection timed out, click the screen to try again.');
  });

  it('typed fetchers carry their path and pass call options', async () => {
    const { fetch } = setup();
    fetch.mockResolvedValue(reply({ status: 0, data: { update: false }, msg: 'success' }));
    const f = defineFetcher<never>('/AppUpdate', { base: '' });
    expect(f.path).toBe('/AppUpdate');
    await f(undefined as never, { query: { version: '2.0.0', type: 'h5', wgt_version: undefined } });
    expect(fetch.mock.calls[0]![0]).toBe('/AppUpdate?version=2.0.0&type=h5');
  });

  it('sends GET fetchers with the input in the query string and the token as a bearer header', async () => {
    const { fetch } = setup();
    saveLoginUser({ token: 'tok-get', _id: '1' });
    fetch.mockResolvedValue(reply({ status: 0, data: { id: 'PP-1', credited: true }, msg: 'success' }));
    const f = defineFetcher<never>('/PaypalCaptureOrder', { method: 'GET' });
    expect(f.method).toBe('GET');
    await expect(f({ id: 'PP-1', idempotencyKey: undefined, nested: { a: 1 } } as never)).resolves.toEqual({
      id: 'PP-1',
      credited: true,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/PaypalCaptureOrder?id=PP-1');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-get');
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['Accept-Language']).toBe('en');
  });

  it('keeps POST as the default method with a JSON body and no bearer header', async () => {
    const { fetch } = setup();
    saveLoginUser({ token: 'tok-post', _id: '1' });
    fetch.mockResolvedValue(reply({ status: 0, data: null, msg: 'success' }));
    const f = defineFetcher<never>('/amount/GetRechargeConfig');
    expect(f.method).toBe('POST');
    await f({} as never);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/amount/GetRechargeConfig');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-post' });
    expect((init!.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});
