import { env } from '@/config/env';
import { href, isEntryPath, isKnownPath, paths } from '@/config/paths';
import { isFramed, isMobileDevice } from '@/lib/platform';
import { isLoggedIn, sessionStore } from '@/lib/session';
import { getSocketClient } from '@/lib/socket';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { refreshUserInfo } from '@/lib/user-reads';
import { readLaunchParams, storeLaunchParams } from './launch-params';

/**
 * What happens before the first render, whatever address the app opened at: the address parameters are
 * stored, the version is recorded, and a deep link (not the entry, which runs the full start logic) is
 * routed by the same first two rules: pay_on_behalf, then desktop to /pc (with the link kept inside).
 */
export function prepareLaunch(): void {
  const { pathname, search, hash } = window.location;
  const params = readLaunchParams(search);
  storeLaunchParams(params);
  const lastVersion = readStored<string>(storageKeys.version);
  if (lastVersion !== env.appVersion.name) writeStored(storageKeys.version, env.appVersion.name);

  if (isEntryPath(pathname)) return;
  let target: string | null = null;
  if (params.payOnBehalf && pathname !== paths.payOnBehalf) {
    target = href(paths.payOnBehalf, { pay_on_behalf: params.payOnBehalf });
  } else if (
    pathname !== paths.pc &&
    isKnownPath(pathname) &&
    !isFramed() &&
    !isMobileDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0)
  ) {
    target = href(paths.pc, { path: `${pathname}${search}${hash}` });
  }
  if (target) {
    window.history.replaceState(null, '', target);
    return;
  }
  // A logged-in deep link: refresh the login info and connect chat in the background.
  if (isLoggedIn() && pathname !== paths.pc) {
    refreshUserInfo()
      .then((user) => {
        if (user?.currentCountry) getSocketClient().open(user.token);
      })
      .catch(() => {
        const stored = sessionStore.get();
        if (stored?.currentCountry) getSocketClient().open(stored.token);
      });
  }
}
