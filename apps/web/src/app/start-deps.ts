import { ApiError, LOGIN_EXPIRED } from '@/lib/api-client';
import { isFramed } from '@/lib/platform';
import { isLoggedIn, type LoginUser, sessionStore } from '@/lib/session';
import { getSocketClient } from '@/lib/socket';
import { readStored, storageKeys } from '@/lib/storage';
import { refreshUserInfo } from '@/lib/user-reads';
import type { StartDeps } from './start';

/** The real world behind the start logic: browser, storage, GetUserInfo, socket. */
export function startDeps(): StartDeps {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    framed: isFramed(),
    loggedIn: isLoggedIn,
    refreshUser: async () => {
      try {
        return await refreshUserInfo();
      } catch (err) {
        if (err instanceof ApiError && err.status === LOGIN_EXPIRED) return null;
        throw err;
      }
    },
    storedUser: () => sessionStore.get(),
    localCountry: () => readStored<LoginUser['currentCountry']>(storageKeys.country),
    openSocket: (token) => getSocketClient().open(token),
  };
}
