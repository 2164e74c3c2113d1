import { isEntryPath, isKnownPath, isTabPath, paths } from '@/config/paths';
import { relaunch } from '@/lib/navigation';
import { type LoginUser, saveLoginUser, sessionStore } from '@/lib/session';
import { afterLogin } from '../../start';
import { startDeps } from '../../start-deps';

/** Where to go after login: the page that sent the user here, if it is one of ours. */
export function safeRedirect(target: string | undefined | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  if (!isKnownPath(target) || isEntryPath(target) || target.startsWith(paths.login)) return null;
  return target;
}

/**
 * A login, sign-up or third-party login succeeded: store the login info, run start logic step 4 with it
 * (choose a country if none, else open chat and go home), or return to the page that asked for a login.
 */
export async function finishLogin(user: LoginUser, back?: string | null): Promise<void> {
  saveLoginUser(user);
  const target = await afterLogin({ ...startDeps(), refreshUser: async () => sessionStore.get() });
  const wanted = safeRedirect(back);
  await relaunch(target === paths.home && wanted && !isTabPath(wanted) ? wanted : target);
}
