import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginUser } from '@/lib/session';
import { readStored, storageKeys } from '@/lib/storage';
import { readLaunchParams, storeLaunchParams } from './launch-params';
import { decideStart, type StartDeps } from './start';

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const th = {
  code: 'TH',
  name: 'Thailand',
  callingCode: '66',
  unit: 'THB',
  symbol: '฿',
  rate: 36,
  isLocal: true,
  flag: '',
};
const user = (over: Partial<LoginUser> = {}): LoginUser => ({ token: 't1', _id: '7', currentCountry: th, ...over });

function deps(over: Partial<StartDeps> = {}): StartDeps & { socket: ReturnType<typeof vi.fn> } {
  const socket = vi.fn();
  return {
    userAgent: phone,
    maxTouchPoints: 5,
    framed: false,
    loggedIn: () => true,
    refreshUser: async () => user(),
    storedUser: () => user(),
    localCountry: () => null,
    openSocket: socket,
    socket,
    ...over,
  };
}

describe('start logic, in the spec order', () => {
  it('1. a pay_on_behalf parameter wins over everything', async () => {
    const d = deps({ userAgent: desktop, loggedIn: () => false });
    expect(await decideStart(readLaunchParams('?pay_on_behalf=abc123XYZ'), d)).toBe(
      '/pay_on_behalf?pay_on_behalf=abc123XYZ',
    );
  });

  it('2. a desktop browser goes to /pc, but not inside the /pc frame and not on an iPad', async () => {
    expect(await decideStart({}, deps({ userAgent: desktop, maxTouchPoints: 0 }))).toBe('/pc');
    expect(await decideStart({}, deps({ userAgent: desktop, framed: true }))).toBe('/pages/home/home');
    expect(await decideStart({}, deps({ userAgent: ipad, maxTouchPoints: 5 }))).toBe('/pages/home/home');
  });

  it('3. without login info, login', async () => {
    const d = deps({ loggedIn: () => false });
    expect(await decideStart({}, d)).toBe('/pages/login/login');
    expect(d.socket).not.toHaveBeenCalled();
  });

  it('4. logged in without a country: choose country with no back button, socket stays closed', async () => {
    const d = deps({ refreshUser: async () => user({ currentCountry: null }) });
    expect(await decideStart({}, d)).toBe('/pages/choose_country/choose_country?showBack=false');
    expect(d.socket).not.toHaveBeenCalled();
  });

  it('4. a country chosen on this device counts until the server stores it', async () => {
    const d = deps({ refreshUser: async () => user({ currentCountry: null }), localCountry: () => th });
    expect(await decideStart({}, d)).toBe('/pages/home/home');
  });

  it('4. logged in with a country: refresh, open the socket with the token, go home', async () => {
    const refresh = vi.fn(async () => user({ token: 'fresh' }));
    const d = deps({ refreshUser: refresh });
    expect(await decideStart({}, d)).toBe('/pages/home/home');
    expect(refresh).toHaveBeenCalledOnce();
    expect(d.socket).toHaveBeenCalledWith('fresh');
  });

  it('4. an expired session ends at login', async () => {
    expect(await decideStart({}, deps({ refreshUser: async () => null }))).toBe('/pages/login/login');
  });

  it('4. offline start keeps the stored user', async () => {
    const d = deps({
      refreshUser: async () => {
        throw new Error('offline');
      },
    });
    expect(await decideStart({}, d)).toBe('/pages/home/home');
  });
});

describe('launch parameters', () => {
  beforeEach(() => localStorage.clear());

  it('reads every spec parameter', () => {
    expect(readLaunchParams('?source=telegram&account=bob&id=42&code=xyz&pay_on_behalf=p1&other=1')).toEqual({
      source: 'telegram',
      account: 'bob',
      id: '42',
      code: 'xyz',
      payOnBehalf: 'p1',
    });
    expect(readLaunchParams('')).toEqual({});
  });

  it('stores telegram data, the chat-app code and pay ids under the spec keys', () => {
    storeLaunchParams(readLaunchParams('?source=telegram&account=bob&id=42&code=xyz&pay_on_behalf=p1'));
    storeLaunchParams(readLaunchParams('?pay_on_behalf=p2'));
    storeLaunchParams(readLaunchParams('?pay_on_behalf=p1'));
    expect(readStored(storageKeys.telegram)).toMatchObject({ source: 'telegram', account: 'bob', id: '42' });
    expect(readStored(storageKeys.handle)).toMatchObject({ code: 'xyz' });
    expect(readStored(storageKeys.payOnBehalfIds)).toEqual(['p1', 'p2']);
  });

  it('ignores an incomplete telegram source', () => {
    storeLaunchParams(readLaunchParams('?source=telegram&account=bob'));
    expect(readStored(storageKeys.telegram)).toBeNull();
  });
});
