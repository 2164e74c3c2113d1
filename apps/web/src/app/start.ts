import { href, paths } from '@/config/paths';
import { isMobileDevice } from '@/lib/platform';
import type { LoginUser } from '@/lib/session';
import type { LaunchParams } from './launch-params';

export type StartDeps = {
  userAgent: string;
  maxTouchPoints: number;
  /** Running inside the /pc column. */
  framed: boolean;
  loggedIn(): boolean;
  /** GetUserInfo; resolves null when the session is gone (-100), rejects on other failures. */
  refreshUser(): Promise<LoginUser | null>;
  storedUser(): LoginUser | null;
  /** A country chosen on this device that the server has not stored yet. */
  localCountry(): LoginUser['currentCountry'];
  openSocket(token: string): void;
};

/**
 * Spec section 2, start logic, in order:
 * 1. a pay_on_behalf parameter opens the pay-on-behalf page;
 * 2. a non-mobile platform goes to /pc;
 * 3. without stored login info, login;
 * 4. logged in: refresh user info; no current country opens choose_country (no back), otherwise the
 *    chat socket opens and home shows.
 * Returns the url to show.
 */
export async function decideStart(params: LaunchParams, deps: StartDeps): Promise<string> {
  if (params.payOnBehalf) return href(paths.payOnBehalf, { pay_on_behalf: params.payOnBehalf });
  if (!deps.framed && !isMobileDevice(deps.userAgent, deps.maxTouchPoints)) return paths.pc;
  if (!deps.loggedIn()) return paths.login;
  return afterLogin(deps);
}

/** Step 4 alone: also what the login page runs after a successful login. */
export async function afterLogin(
  deps: Pick<StartDeps, 'refreshUser' | 'storedUser' | 'localCountry' | 'openSocket'>,
): Promise<string> {
  let user: LoginUser | null;
  try {
    user = await deps.refreshUser();
  } catch {
    // Offline or server trouble: start from the stored info rather than locking the user out.
    user = deps.storedUser();
  }
  if (!user) return paths.login;
  if (!user.currentCountry && !deps.localCountry()) return href(paths.chooseCountry, { showBack: 'false' });
  deps.openSocket(user.token);
  return paths.home;
}
